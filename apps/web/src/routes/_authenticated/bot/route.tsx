import { Outlet, createFileRoute } from "@tanstack/react-router";
import { requireFeature } from "@/app/access";

/** Bot Analytics: every page is Not Found while the BOT_ANALYTICS flag is off. */
export const Route = createFileRoute("/_authenticated/bot")({
  beforeLoad: requireFeature("BOT_ANALYTICS"),
  component: Outlet,
});
