import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, waitFor } from "@testing-library/react";
import type { ProjectDetail } from "@common/schemas/projects";
import type { PrivacySettings } from "@common/schemas/privacy";
import { renderDialog, stubJsonFetch } from "@/test/dialog";
import { PrivacyQuestionSheet } from "./privacy-question-sheet";

const PROJECT: ProjectDetail = {
  id: "p1",
  userId: "u1",
  title: "Kitchen faucet",
  description: null,
  status: "completed",
  budget: "400.00",
  currency: "USD",
  startDate: null,
  endDate: null,
  progress: 100,
  category: "Plumbing",
  isPublic: false,
  projectType: "one_time",
  recurringFrequency: null,
  recurringDayOfWeek: null,
  recurringDayOfMonth: null,
  nextServiceDate: null,
  recurringBudget: null,
  isRecurringActive: true,
  recurringNotes: null,
  visibility: null,
  costKind: null,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  isOwner: true,
  access: "owner",
  owner: { id: "u1", firstName: "Alex", lastName: "Owner", email: null, profileImageUrl: null },
};
const DEFAULTS: PrivacySettings = { projects: "everyone", amounts: true, contactDetails: "everyone" };

function stubFetch() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  stubJsonFetch(
    (url, init) => (init?.method === "PATCH" ? { ...DEFAULTS, amounts: false } : url.includes("/projects/") ? PROJECT : {}),
    (url, init) => {
      if (init?.method && init.method !== "GET")
        sent.push({ method: init.method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
    },
  );
  return sent;
}

function renderSheet(onOpenChange = vi.fn(), privacy: PrivacySettings = DEFAULTS, project: ProjectDetail = PROJECT) {
  const sheet = renderDialog(<PrivacyQuestionSheet projectId="p1" open onOpenChange={onOpenChange} />, {
    path: "/projects/p1",
    seed: [
      [["/api/projects/p1"], project],
      [["/api/privacy"], privacy],
    ],
  });
  return { sheet, onOpenChange };
}

afterEach(() => vi.unstubAllGlobals());

describe("PrivacyQuestionSheet", () => {
  it("starts from what is true now: the account's audience and its amounts switch", () => {
    stubFetch();
    const { sheet } = renderSheet();
    expect(sheet.getByRole("heading", { name: "Who sees this project?" })).toBeTruthy();
    expect(sheet.getByRole("radio", { name: /^Everyone/ }).getAttribute("aria-checked")).toBe("true");
    expect(sheet.getByRole("radio", { name: /^My contacts/ }).getAttribute("aria-checked")).toBe("false");
    expect(sheet.getByRole("switch", { name: /Show what you paid on all your projects/ }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("starts from the project's own audience and an account that hides its amounts", () => {
    stubFetch();
    const { sheet } = renderSheet(vi.fn(), { ...DEFAULTS, amounts: false }, { ...PROJECT, visibility: "nobody" });
    expect(sheet.getByRole("radio", { name: /^Nobody/ }).getAttribute("aria-checked")).toBe("true");
    expect(sheet.getByRole("switch", { name: /Show what you paid/ }).getAttribute("aria-checked")).toBe("false");
  });

  it("saves the project's audience and the amounts switch, then records that it was asked", async () => {
    const sent = stubFetch();
    const { sheet, onOpenChange } = renderSheet();
    fireEvent.click(sheet.getByRole("radio", { name: /^My contacts/ }));
    fireEvent.click(sheet.getByRole("switch", { name: /Show what you paid/ }));
    fireEvent.click(sheet.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      "PUT /api/projects/p1",
      "PATCH /api/privacy",
      "POST /api/privacy/asked",
    ]);
    expect(sent[0]!.body).toMatchObject({
      title: "Kitchen faucet",
      category: "Plumbing",
      budget: "400.00",
      visibility: "contacts",
    });
    expect(sent[1]!.body).toEqual({ amounts: false });
  });

  it("sends only what changed: keeping both choices only records that it was asked", async () => {
    const sent = stubFetch();
    const { sheet, onOpenChange } = renderSheet();
    fireEvent.click(sheet.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(["POST /api/privacy/asked"]);
  });

  it("keeps the sheet open when saving fails, without recording that it was asked", async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init?: RequestInit) => {
        sent.push(`${init?.method ?? "GET"} ${url}`);
        return Promise.resolve(
          new Response(JSON.stringify({ message: "Database unavailable" }), {
            status: 503,
            headers: { "Content-Type": "application/json" },
          }),
        );
      }),
    );
    const { sheet, onOpenChange } = renderSheet();
    fireEvent.click(sheet.getByRole("radio", { name: /^Nobody/ }));
    fireEvent.click(sheet.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toEqual(["PUT /api/projects/p1"]));
    await waitFor(() => expect(sheet.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(false));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(sheet.getByRole("radio", { name: /^Nobody/ }).getAttribute("aria-checked")).toBe("true");
  });

  it('"Not now" records that it was asked and changes nothing', async () => {
    const sent = stubFetch();
    const { sheet, onOpenChange } = renderSheet();
    fireEvent.click(sheet.getByRole("radio", { name: /^Nobody/ }));
    fireEvent.click(sheet.getByRole("button", { name: "Not now" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(["POST /api/privacy/asked"]));
  });
});
