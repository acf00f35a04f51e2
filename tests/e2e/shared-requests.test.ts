// A request answered through a link, in Chromium at 390×844 (and the guest's page at 320): the
// asker shares the link, a guest opens it in a fresh browser profile and suggests a provider
// without an account, and the asker sees it "via link" and saves it.
import { expect, it } from "vitest";
import { expectVisible, poll, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { seriousViolations } from "../support/axe";
import { uniqueEmail } from "../support/test-app";

const FLOW_TIMEOUT = 240_000;
const e2e = useE2E({ host: "localhost" });

it(
  "a guest suggests through the shared link and the asker saves it",
  async () => {
    const { page: ivy, errors: ivyErrors } = await e2e.newPhone({ clipboard: true });
    await signUpThroughApi(ivy, uniqueEmail("ivy"), {
      firstName: "Ivy",
      lastName: "Lastnameson",
      phone: "415-555-0161",
      homeAddress: "12 Secret Lane",
    });
    const made = await ivy.request.post("/api/provider-requests", {
      data: { title: "Need a boiler engineer", category: "HVAC", description: "It bangs at night", timeline: "This week" },
    });
    expect(made.status()).toBe(201);

    // The asker shares the link: no share sheet in this browser, so it is copied.
    await ivy.goto("/requests");
    await expectVisible(ivy.getByText("Link off: ask anyone, even people not on vowch, with a link."));
    await ivy.getByRole("button", { name: "Share a link" }).click();
    await expectVisible(toast(ivy, "Link copied"));
    await expectVisible(ivy.getByText("Link on: anyone with it can suggest a provider, no account needed."));
    await expectVisible(ivy.getByRole("button", { name: "Switch off" }));
    const url = await ivy.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(new RegExp(`^${e2e.baseUrl}/r/[A-Za-z0-9_-]{32}$`));
    await screenshot(ivy, "shared-requests-01-link-on");

    // A guest, signed out in a fresh browser profile, opens it.
    const { page: gus, errors: gusErrors } = await e2e.newPhone();
    await gus.goto(url);
    await expectVisible(gus.getByRole("heading", { name: "Ivy asks for a recommendation", level: 1 }));
    await expectVisible(gus.getByRole("heading", { name: "Need a boiler engineer" }));
    await expect(gus.getByText("Lastnameson").count()).resolves.toBe(0);
    await screenshot(gus, "shared-requests-02-guest-page-390");
    await poll(() => seriousViolations(gus)).toEqual([]);

    // Nothing to reach the provider: the form says so before sending.
    await gus.getByLabel("Your name").fill("Gus");
    await gus.getByLabel("Provider name").fill("Boiler Bob");
    await gus.getByRole("button", { name: "Send Suggestion" }).click();
    await expectVisible(gus.getByText("Add a phone, e-mail or website so they can reach the provider"));
    await gus.getByLabel("Phone").fill("+1 415 555 0142");
    await gus.getByLabel("Comment (optional)").fill("Fixed ours in a day");
    await gus.getByRole("button", { name: "Send Suggestion" }).click();
    await expectVisible(gus.getByText("Suggestion sent! Ivy will see it."));
    await expectVisible(gus.getByText("Boiler Bob"));
    await gus.setViewportSize({ width: 320, height: 700 });
    await screenshot(gus, "shared-requests-03-guest-sent-320");
    expect(gusErrors).toEqual([]);

    // The asker sees it marked "via link", with the guest's name, and saves it.
    await ivy.reload();
    const suggestion = ivy.getByRole("article", { name: "Suggestion: Boiler Bob" });
    await expectVisible(suggestion);
    await expectVisible(suggestion.getByText("via link"));
    await expectVisible(suggestion.getByText(/Suggested by Gus/));
    await expect(suggestion.getByRole("button", { name: /\+1/ }).count()).resolves.toBe(0);
    await suggestion.getByRole("button", { name: "Save Provider Boiler Bob" }).click();
    await expectVisible(toast(ivy, "Provider Saved!"));
    await expectVisible(suggestion.getByRole("button", { name: "Saved" }));
    await screenshot(ivy, "shared-requests-04-asker-saved");

    // Switched off, the guest's page says the link no longer works.
    await ivy.getByRole("button", { name: "Switch off" }).click();
    await expectVisible(ivy.getByText("Link off: ask anyone, even people not on vowch, with a link."));
    await gus.reload();
    await expectVisible(gus.getByRole("heading", { name: "This link doesn't work" }));
    expect(ivyErrors).toEqual([]);
  },
  FLOW_TIMEOUT,
);
