import { createFileRoute } from '@tanstack/react-router';
import { redirectToFirstChild } from '@/app/access';

/** /database leads to the first Search Bot page (Keyword Database, Sensitive Keyword, Sponsor) this user may open. */
export const Route = createFileRoute('/_authenticated/database/')({
  beforeLoad: redirectToFirstChild('/database'),
});
