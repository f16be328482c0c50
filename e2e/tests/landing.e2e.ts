import { beforeAll, describe, expect, it } from "vitest";
import { LANDING_ORDER } from "@backoffice/contract";
import { createStaff } from "../support/api.js";
import { ADMIN } from "../support/server.js";
import { useSuite } from "../support/suite.js";
import { pathOf, signIn, signInAndLand } from "../support/ui.js";

/**
 * Where a user lands after signing in: the first row of the landing table whose permission
 * the user holds. Sections not built yet may show Not Found there; only the address is checked.
 */
const suite = useSuite();

/** One account per row, holding only that row's permission. */
const staff = new Map<string, { email: string; password: string }>();

beforeAll(async () => {
  const token = await suite.adminToken();
  for (const row of LANDING_ORDER) {
    staff.set(
      row.permission,
      await createStaff(
        suite.baseUrl,
        token,
        `Only ${row.permission}`.slice(0, 30),
        [row.permission],
      ),
    );
  }
});

describe("landing after sign-in", () => {
  it.each(LANDING_ORDER.map((row, index) => ({ ...row, rank: index + 1 })))(
    "row $rank: a user with only $permission lands on $path",
    async ({ permission, path }) => {
      const credentials = staff.get(permission);
      if (!credentials) throw new Error(`no account for ${permission}`);
      const { page } = await suite.open();
      // The table lands a restrict-only user on the forward page (row 5), which passes them on to the one
      // keyword list they may open instead of showing "You do not have permission".
      const expected =
        permission === "KEYWORD_RESTRICT" ? "/keyword/restrict" : path;
      await signIn(page, credentials.email, credentials.password);
      await page.waitForURL((url) => url.pathname === expected);
      expect(pathOf(page)).toBe(expected);
    },
  );

  it("a user with ALL lands on the first row", async () => {
    const { page } = await suite.open();
    const first = LANDING_ORDER[0];
    expect(await signInAndLand(page, ADMIN.email, ADMIN.password)).toBe(
      first.path,
    );
  });
});
