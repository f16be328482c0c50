import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/app/route-guard';

/** User Management: every page is Not Found while the USER_MANAGEMENT flag is off. */
export const Route = createFileRoute('/_authenticated/user')({
  beforeLoad: requireSection('/user'),
  component: Outlet,
});
