import { Outlet, createFileRoute } from "@tanstack/react-router";
import { requireFeature } from "@/app/access";

/** War Bot: every page is Not Found while the WAR_BOT flag is off. */
export const Route = createFileRoute("/_authenticated/war-bot")({
  beforeLoad: requireFeature("WAR_BOT"),
  component: Outlet,
});
