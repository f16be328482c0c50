import { createFileRoute } from '@tanstack/react-router';
import { redirectToFirstChild } from '@/app/access';

/** /user leads to the first User Management page this user may open. */
export const Route = createFileRoute('/_authenticated/user/')({
  beforeLoad: redirectToFirstChild('/user'),
});
