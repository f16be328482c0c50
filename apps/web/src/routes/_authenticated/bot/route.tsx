import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/app/route-guard';

/** Bot Analytics: every page is Not Found while the BOT_ANALYTICS flag is off. */
export const Route = createFileRoute('/_authenticated/bot')({
  beforeLoad: requireSection('/bot'),
  component: Outlet,
});
