import { createFileRoute, redirect } from "@tanstack/react-router";
import { LoginPage } from "@/app/auth/login-page";
import { getStoredUser, hasLiveSession } from "@/lib/session";

export const Route = createFileRoute("/login/")({
  beforeLoad: async () => {
    // A signed-in user is sent on to the keyword page when they may open it, else to where they would
    // land after signing in. The rules are fetched only then: a visitor's sign-in page does without
    // them (docs/decisions/0014).
    const user = getStoredUser();
    if (user && hasLiveSession()) {
      const [{ landingAfterSignIn }, { canOpenPath }, { isFeatureEnabled }] = await Promise.all([
        import("@/app/landing"),
        import("@/app/navigation"),
        import("@/lib/feature-flags"),
      ]);
      const keywordPage = "/keyword/forward";
      const href = canOpenPath(keywordPage, { permissions: user.permissions, isFeatureEnabled })
        ? keywordPage
        : await landingAfterSignIn(user.permissions);
      throw redirect({ href, replace: true });
    }
  },
  component: LoginPage,
});
