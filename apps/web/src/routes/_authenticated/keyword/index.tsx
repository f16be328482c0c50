import { createFileRoute, redirect } from '@tanstack/react-router';

/** The bare /keyword leads to the forward list; that route sends a restrict-only user on. */
export const Route = createFileRoute('/_authenticated/keyword/')({
  beforeLoad: () => {
    throw redirect({
      to: '/keyword/$type',
      params: { type: 'forward' },
      replace: true,
    });
  },
});
