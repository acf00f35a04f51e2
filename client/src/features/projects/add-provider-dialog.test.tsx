import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Provider } from "@common/schemas/providers";
import { makeProvider } from "@/test/provider-fixtures";
import { renderInApp } from "@/test/render";
import { AddProviderDialog } from "./add-provider-dialog";

const TAP = makeProvider({ id: "11111111-1111-4111-8111-111111111111", name: "Tap Doctors", category: "Plumber", isSaved: true });
const BRUSH = makeProvider({
  id: "22222222-2222-4222-8222-222222222222",
  name: "Brush Friends",
  category: "Painter",
  isSaved: true,
});
const PIPE = makeProvider({ id: "33333333-3333-4333-8333-333333333333", name: "Pipeworks", category: "Plumber", isSaved: false });

/** The lists as the server answers them, by path and query. */
function answer(url: string, init?: RequestInit): Response {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  const json = (items: Provider[]) =>
    new Response(JSON.stringify(items), { status: 200, headers: { "X-Total-Count": String(items.length) } });
  if (init?.method === "POST") return new Response(JSON.stringify({ id: "link" }), { status: 201 });
  const category = searchParams.get("category");
  if (pathname === "/api/providers/saved") {
    const mine = [TAP, BRUSH];
    return json(category ? mine.filter((p) => p.category === category) : mine);
  }
  if (pathname === "/api/providers") {
    const all = [TAP, PIPE];
    return json(searchParams.get("search") ? [PIPE] : all.filter((p) => !category || p.category === category));
  }
  return new Response("{}", { status: 404 });
}

const fetchMock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(url, init)));
const urls = () => fetchMock.mock.calls.map(([url]) => url);

function renderDialog(projectCategory: string) {
  renderInApp(
    <AddProviderDialog
      open
      onOpenChange={() => {}}
      projectId="project-1"
      projectCategory={projectCategory}
      attachedIds={new Set()}
    />,
    { path: "/projects/x" },
  );
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("AddProviderDialog", () => {
  it("keeps the spec's filter when it finds providers (Painting → Painter)", async () => {
    renderDialog("Painting");
    const list = await screen.findByRole("list", { name: "Your providers" });
    await within(list).findByRole("button", { name: "Add Brush Friends" });
    expect(within(list).queryByText("Tap Doctors")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Your Plumber providers" })).toBeNull();
    expect(urls().some((u) => u.startsWith("/api/providers?"))).toBe(false);
  });

  it("falls back for Plumbing: the Plumber trade first, the directory with Save and add, then the others", async () => {
    renderDialog("Plumbing");
    expect(await screen.findByText("None of your providers are in Plumbing. Plumber providers come first.")).toBeTruthy();
    await within(await screen.findByRole("list", { name: "Your Plumber providers" })).findByRole("button", {
      name: "Add Tap Doctors",
    });
    const directory = await screen.findByRole("list", { name: "Plumber providers in vowch" });
    await within(directory).findByRole("button", { name: "Save and add Pipeworks" });
    // Mine are not offered twice.
    expect(within(directory).queryByText("Tap Doctors")).toBeNull();
    await within(await screen.findByRole("list", { name: "Your other providers" })).findByRole("button", {
      name: "Add Brush Friends",
    });
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Your Plumber providers",
      "Plumber providers in vowch",
      "Your other providers",
    ]);
    expect(urls()).toContain("/api/providers/saved?category=Plumbing");
    expect(urls()).toContain("/api/providers?category=Plumber&limit=5&order=trust&exclude=do-not-hire");

    fireEvent.click(within(directory).getByRole("button", { name: "Save and add Pipeworks" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(url).toBe("/api/projects/project-1/providers");
    expect(JSON.parse(init!.body as string)).toEqual({ providerId: PIPE.id });
  });

  it("searches the whole directory from the fallback", async () => {
    renderDialog("Plumbing");
    await screen.findByRole("list", { name: "Plumber providers in vowch" });
    fireEvent.change(screen.getByLabelText("Search all providers"), { target: { value: "leak" } });
    const found = await screen.findByRole("list", { name: "All providers found" });
    await within(found).findByRole("button", { name: "Save and add Pipeworks" });
    expect(screen.getByRole("heading", { name: "All providers matching “leak”" })).toBeTruthy();
    expect(urls()).toContain("/api/providers?search=leak&limit=5&order=trust&exclude=do-not-hire");
  });
});
