import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "@/hooks/use-toast";
import { makeProvider } from "@/test/provider-fixtures";
import { renderInApp } from "@/test/render";
import { VouchDialog } from "./vouch-dialog";

vi.mock("@/hooks/use-toast", () => ({ toast: vi.fn() }));

const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
  Promise.resolve(new Response(JSON.stringify(makeProvider({ isVouched: true })), { status: 200 })),
);

function renderDialog() {
  const onOpenChange = vi.fn();
  renderInApp(<VouchDialog provider={{ id: "p1", name: "Ace Plumbing" }} open onOpenChange={onOpenChange} />);
  return { onOpenChange };
}

const star = (n: number) => screen.getByRole("radio", { name: `${n} stars` });
const comment = () => screen.getByLabelText<HTMLTextAreaElement>("Comment (optional)");
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Vowch for Provider" }));

beforeEach(() => {
  vi.mocked(toast).mockClear();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("VouchDialog (the spec's screens; vouch on vouchSchema)", () => {
  it("starts at 5 stars and shows the schema's message without calling the server", async () => {
    renderDialog();
    expect(star(5).getAttribute("aria-checked")).toBe("true");
    fireEvent.change(comment(), { target: { value: "x".repeat(2001) } });
    submit();
    expect(await screen.findByText("Comment is too long")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the rating and trimmed comment, toasts, and returns to 5 stars and an empty comment", async () => {
    const { onOpenChange } = renderDialog();
    fireEvent.click(star(4));
    fireEvent.change(comment(), { target: { value: "  Fixed our shower too " } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/providers/p1/vouch");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(init?.body as string)).toEqual({ rating: 4, comment: "Fixed our shower too" });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Vowched!",
        description: "You've vowched for Ace Plumbing. They've been added to your providers.",
      }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(star(5).getAttribute("aria-checked")).toBe("true"));
    expect(comment().value).toBe("");
  });

  it("leaves a blank comment out of the body", async () => {
    renderDialog();
    fireEvent.change(comment(), { target: { value: "   " } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({ rating: 5 });
  });

  it("shows the server message, else the spec's fallback, on failure", async () => {
    fetchMock.mockResolvedValueOnce(new Response("", { status: 500, statusText: "Internal Server Error" }));
    renderDialog();
    submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Error", description: "Failed to vowch for provider", variant: "destructive" }),
    );
  });
});
