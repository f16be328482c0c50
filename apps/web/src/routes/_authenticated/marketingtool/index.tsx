import { createFileRoute } from '@tanstack/react-router';
import { redirectToFirstChild } from '@/app/access';

/** /marketingtool leads to the first Marketing Tool page (Ads Keyword Tracking) this user may open. */
export const Route = createFileRoute('/_authenticated/marketingtool/')({
  beforeLoad: redirectToFirstChild('/marketingtool'),
});
