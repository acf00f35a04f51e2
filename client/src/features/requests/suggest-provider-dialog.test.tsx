import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { FriendProviderRequest } from "@common/schemas/requests";
import { toast } from "@/hooks/use-toast";
import { PhoneRegionProvider } from "@/lib/phone-region";
import { providerKeys } from "@/features/providers/api/providers";
import { makeProvider } from "@/test/provider-fixtures";
import { renderInApp } from "@/test/render";
import type { Provider } from "@common/schemas/providers";
import { SuggestProviderDialog } from "./suggest-provider-dialog";

vi.mock("@/hooks/use-toast", () => ({ toast: vi.fn() }));

const request: FriendProviderRequest = {
  id: "r1",
  userId: "ben",
  title: "Painter for the hall",
  description: null,
  category: "Painter",
  location: null,
  budgetRange: null,
  timeline: null,
  status: "active",
  createdAt: "2024-03-05T12:00:00.000Z",
  updatedAt: "2024-03-05T12:00:00.000Z",
  fromUser: { id: "ben", firstName: "Ben", lastName: "Ortiz" },
  suggestions: [],
};

const PAINT_PROS_ID = "0b3f6c1e-8a3b-4f1e-9c55-2d1b7a9e4c10";

const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
  Promise.resolve(new Response(JSON.stringify({ id: "s1" }), { status: 201 })),
);

function renderDialog(saved: Provider[], region?: string) {
  renderInApp(
    <PhoneRegionProvider region={region}>
      <SuggestProviderDialog request={request} open onOpenChange={() => {}} />
    </PhoneRegionProvider>,
    { seed: [[providerKeys.savedChoices(100), { items: saved, nextCursor: null, total: saved.length }]] },
  );
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send Suggestion" }));
const sentBody = () => JSON.parse(fetchMock.mock.calls[0]![1]?.body as string) as unknown;

beforeEach(() => {
  vi.mocked(toast).mockClear();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("SuggestProviderDialog (providerSuggestionSchemaFor on both sides)", () => {
  it("someone else: the schema's required name and email messages, no call", async () => {
    renderDialog([]);
    fireEvent.change(screen.getByLabelText("Email (optional)"), { target: { value: "not-an-email" } });
    send();
    expect(await screen.findByText("Provider name is required")).toBeTruthy();
    expect(screen.getByText("Invalid email address")).toBeTruthy();
    expect(screen.getByLabelText("Provider name").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("someone else: a phone that is no phone number gets the schema's message, no call", async () => {
    renderDialog([]);
    fireEvent.change(screen.getByLabelText("Provider name"), { target: { value: "Paint Pros" } });
    fireEvent.change(screen.getByLabelText("Phone (optional)"), { target: { value: "call me maybe" } });
    send();
    expect(await screen.findByText("Enter a valid phone number")).toBeTruthy();
    expect(screen.getByLabelText("Phone (optional)").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("someone else: reads the phone in the account's region, as the server does", async () => {
    renderDialog([], "GB");
    fireEvent.change(screen.getByLabelText("Provider name"), { target: { value: "London Leaks" } });
    fireEvent.change(screen.getByLabelText("Phone (optional)"), { target: { value: "020 7946 0958" } });
    send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ providerName: "London Leaks", providerPhone: "020 7946 0958" });
  });

  it("someone else: a local number of another region is no phone number here (the default region, US)", async () => {
    renderDialog([]);
    fireEvent.change(screen.getByLabelText("Provider name"), { target: { value: "London Leaks" } });
    fireEvent.change(screen.getByLabelText("Phone (optional)"), { target: { value: "020 7946 0958" } });
    send();
    expect(await screen.findByText("Enter a valid phone number")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("someone else: sends the typed provider, the request's category and the comment, blanks left out", async () => {
    renderDialog([]);
    fireEvent.change(screen.getByLabelText("Provider name"), { target: { value: " Paint Pros " } });
    fireEvent.change(screen.getByLabelText("Phone (optional)"), { target: { value: "415-555-0100" } });
    fireEvent.change(screen.getByLabelText("Comment (optional)"), { target: { value: "Spotless work." } });
    send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/provider-requests/r1/suggestions");
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("POST");
    expect(sentBody()).toEqual({
      providerName: "Paint Pros",
      providerCategory: "Painter",
      providerPhone: "415-555-0100",
      comment: "Spotless work.",
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Suggestion sent!", description: "Ben will see your suggestion." }),
    );
  });

  it("my providers: the request's trade first, under its heading, then the others", async () => {
    renderDialog([
      makeProvider({ id: "c1", name: "Wood Co", category: "Carpenter" }),
      makeProvider({ id: PAINT_PROS_ID, name: "Paint Pros", category: "Painter" }),
      makeProvider({ id: "e1", name: "Volt Ltd", category: "Electrician" }),
    ]);
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Provider" }), { key: "Enter" });
    const listbox = await screen.findByRole("listbox");
    const order = [...listbox.querySelectorAll('[data-slot="select-label"], [role="option"]')].map((el) => el.textContent);
    expect(order).toEqual([
      "Painter",
      "Paint Pros · Painter",
      "Other providers",
      "Wood Co · Carpenter",
      "Volt Ltd · Electrician",
    ]);
  });

  it("my providers: asks to choose one before sending", async () => {
    renderDialog([makeProvider({ id: PAINT_PROS_ID, name: "Paint Pros", category: "Painter" })]);
    expect(screen.getByRole("combobox", { name: "Provider" })).toBeTruthy();
    send();
    expect(await screen.findByText("Please choose one of your providers")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("my providers: sends only the chosen provider and the comment", async () => {
    renderDialog([makeProvider({ id: PAINT_PROS_ID, name: "Paint Pros", category: "Painter" })]);
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Provider" }), { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: /Paint Pros/ }));
    fireEvent.change(screen.getByLabelText("Comment (optional)"), { target: { value: "They did our kitchen." } });
    send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({ providerId: PAINT_PROS_ID, comment: "They did our kitchen." });
  });

  it("switching to someone else leaves the chosen provider out of the body", async () => {
    renderDialog([makeProvider({ id: PAINT_PROS_ID, name: "Paint Pros", category: "Painter" })]);
    fireEvent.click(screen.getByRole("radio", { name: "Someone else" }));
    fireEvent.change(screen.getByLabelText("Provider name"), { target: { value: "Brush Bros" } });
    send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({ providerName: "Brush Bros", providerCategory: "Painter" });
  });

  it("shows the server message on failure", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: "VALIDATION_FAILED", message: "Request is resolved" }), { status: 400 }),
    );
    renderDialog([]);
    fireEvent.change(screen.getByLabelText("Provider name"), { target: { value: "Paint Pros" } });
    send();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Failed to send suggestion",
        description: "Request is resolved",
        variant: "destructive",
      }),
    );
  });
});
