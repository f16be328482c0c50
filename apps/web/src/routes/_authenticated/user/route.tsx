import { Outlet, createFileRoute } from "@tanstack/react-router";
import { requireFeature } from "@/app/access";

/** User Management: every page is Not Found while the USER_MANAGEMENT flag is off. */
export const Route = createFileRoute("/_authenticated/user")({
  beforeLoad: requireFeature("USER_MANAGEMENT"),
  component: Outlet,
});
