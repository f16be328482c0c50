import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/app/route-guard';

/** War Bot: every page is Not Found while the WAR_BOT flag is off. */
export const Route = createFileRoute('/_authenticated/war-bot')({
  beforeLoad: requireSection('/war-bot'),
  component: Outlet,
});
