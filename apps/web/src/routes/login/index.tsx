import { createFileRoute, redirect } from "@tanstack/react-router";
import { LoginPage } from "@/app/auth/login-page";
import { getStoredUser, hasLiveSession } from "@/lib/session";

export const Route = createFileRoute("/login/")({
  beforeLoad: async () => {
    // A signed-in user is sent on to where they would land after signing in. The landing
    // rules are fetched only then: a visitor's sign-in page does without them (docs/decisions/0014).
    const user = getStoredUser();
    if (user && hasLiveSession()) {
      const { landingFor } = await import("@/app/landing");
      throw redirect({ href: landingFor(user.permissions), replace: true });
    }
  },
  component: LoginPage,
});
