import { describe, expect, it } from "vitest";
import { useSuite } from "../support/suite.js";
import { pathOf } from "../support/ui.js";

/** The not-found view. */
const suite = useSuite();

describe("unknown routes", () => {
  it("shows Not Found for an address no page answers, to a visitor", async () => {
    const { page } = await suite.open();
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "Not Found", level: 1 }).waitFor();
    expect(pathOf(page)).toBe("/no-such-page");
  });

  it("shows Not Found for an unknown address to a signed-in user", async () => {
    const { page } = await suite.openSignedIn();
    await page.goto("/user/no-such-page");
    await page.getByRole("heading", { name: "Not Found", level: 1 }).waitFor();
    expect(pathOf(page)).toBe("/user/no-such-page");
  });
});
