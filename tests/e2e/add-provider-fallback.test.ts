// Add Provider from a project whose category is no provider category ("Plumbing"): the spec's
// filter finds none of the user's providers, so the dialog puts the trade the problem table gives
// (Plumber) first under its heading, offers the whole directory with "Save and add", then the
// user's other providers; a search ("leak") reaches the whole directory. At 390×844 and 320×568,
// axe finds no serious or critical violation.
import { expect, it } from "vitest";
import { collectPageErrors, poll, post, screenshot, screenshotAt320, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it(
  "puts the Plumber trade first for a Plumbing project and saves and adds a provider from the whole directory",
  { timeout: 180_000 },
  async () => {
    const neighbour = await e2e.newPhone();
    await signUpThroughApi(neighbour.page, uniqueEmail("nia"), {
      firstName: "Nia",
      lastName: "Neighbour",
      phone: "415-555-0141",
      homeAddress: "4 Elm St",
    });
    await post(neighbour.page, "/api/providers", { name: "Pipeworks", category: "Plumber", description: "Burst pipes" });
    await post(neighbour.page, "/api/providers", {
      name: "Drip Stoppers",
      category: "General Contractor",
      description: "Any leak, any hour",
    });

    const { page } = await e2e.newPhone();
    const errors = collectPageErrors(page);
    await signUpThroughApi(page, uniqueEmail("alex"), {
      firstName: "Alex",
      lastName: "Owner",
      phone: "415-555-0142",
      homeAddress: "5 Elm St",
    });
    await post(page, "/api/providers", { name: "Brush Friends", category: "Painter" });
    await post(page, "/api/providers", { name: "Tap Doctors", category: "Plumber" });
    const project = await post<{ id: string }>(page, "/api/projects", { title: "Kitchen sink", category: "Plumbing" });

    await page.goto(`/projects/${project.id}`);
    await page.getByRole("heading", { name: "Kitchen sink" }).waitFor();
    await page.getByRole("button", { name: "Add Provider" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Provider" });
    await dialog.getByRole("status").getByText("None of your providers are in Plumbing. Plumber providers come first.").waitFor();
    const headings = () => dialog.getByRole("heading", { level: 3 }).allTextContents();
    await poll(headings).toEqual(["Your Plumber providers", "Plumber providers in vowch", "Your other providers"]);
    await dialog.getByRole("list", { name: "Your Plumber providers" }).getByRole("button", { name: "Add Tap Doctors" }).waitFor();
    const directory = dialog.getByRole("list", { name: "Plumber providers in vowch" });
    await directory.getByRole("button", { name: "Save and add Pipeworks" }).waitFor();
    // Only the trade until a search is typed; mine are in their own sections.
    await poll(() => directory.getByRole("listitem").count()).toBe(1);
    await dialog.getByRole("list", { name: "Your other providers" }).getByRole("button", { name: "Add Brush Friends" }).waitFor();
    await screenshot(page, "add-provider-fallback-01-trade-first");
    await screenshotAt320(page, "add-provider-fallback-01-trade-first", () =>
      directory.getByRole("button", { name: "Save and add Pipeworks" }).evaluate((el) => el.scrollIntoView({ block: "center" })),
    );

    await dialog.getByLabel("Search all providers").fill("leak");
    const found = dialog.getByRole("list", { name: "All providers found" });
    await found.getByRole("button", { name: "Save and add Drip Stoppers" }).waitFor();
    await found.getByRole("button", { name: "Save and add Pipeworks" }).waitFor();
    await poll(headings).toEqual(["Your Plumber providers", "All providers matching “leak”"]);
    await screenshot(page, "add-provider-fallback-02-leak");
    await screenshotAt320(page, "add-provider-fallback-02-leak", () =>
      found.getByRole("button", { name: "Save and add Pipeworks" }).scrollIntoViewIfNeeded(),
    );

    await found.getByRole("button", { name: "Save and add Pipeworks" }).click();
    await toast(page, "Provider added to project successfully!").waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("listitem", { name: "Pipeworks" }).getByText("Contacted").waitFor();
    const saved = await page.request.get("/api/providers/saved?category=Plumber");
    expect(((await saved.json()) as { name: string }[]).map((p) => p.name).sort()).toEqual(["Pipeworks", "Tap Doctors"]);
    expect(errors).toEqual([]);
  },
);
