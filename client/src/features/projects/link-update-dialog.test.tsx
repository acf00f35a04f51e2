import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, waitFor } from "@testing-library/react";
import { linkFixture, renderDialog, stubJsonFetch } from "@/test/dialog";
import { LinkUpdateDialog, type LinkDialogConfig } from "./link-update-dialog";

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock("@/hooks/use-toast", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/hooks/use-toast")>()),
  toast: toastSpy,
}));

/** Records the multipart fields of the PUT. */
function stubFetch() {
  const sent: Record<string, string>[] = [];
  stubJsonFetch(
    () => linkFixture(),
    (_url, init) => {
      const body = init?.body;
      if (body instanceof FormData)
        sent.push(Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === "string" ? v : v.name])));
    },
  );
  return sent;
}

const renderLinkDialog = (config: LinkDialogConfig, l = linkFixture()) =>
  renderDialog(<LinkUpdateDialog link={l} config={config} onOpenChange={() => {}} />);

afterEach(() => vi.unstubAllGlobals());

const steps: [LinkDialogConfig, string][] = [
  [
    {
      kind: "estimate",
      title: "Schedule Estimate",
      submitLabel: "Schedule Estimate",
      target: "estimate_scheduled",
      done: "Estimate scheduled",
    },
    "Please choose the estimate date and time.",
  ],
  [
    { kind: "quote", title: "Add Quote", submitLabel: "Save Quote", target: "quoted", done: "Quote saved" },
    "Quote amount is required.",
  ],
  [
    { kind: "workStart", title: "Schedule Work", submitLabel: "Schedule Work", target: "in_progress", done: "Work scheduled" },
    "Work start date is required to schedule work.",
  ],
  [
    { kind: "completion", title: "Mark Completed", submitLabel: "Mark Completed", target: "completed", done: "Job completed" },
    "Final amount and rating are required to complete the job.",
  ],
];

describe("provider update dialog (the spec's states and transitions: required input)", () => {
  it.each(steps)("step %# asks for its required input", async (config, message) => {
    const sent = stubFetch();
    const dialog = renderLinkDialog(config);
    fireEvent.click(dialog.getByRole("button", { name: config.submitLabel }));
    await waitFor(() => expect(dialog.getByText(message)).toBeTruthy());
    expect(sent).toEqual([]);
  });

  it("shows the server's money message for an invalid quote", async () => {
    stubFetch();
    const dialog = renderLinkDialog(steps[1]![0]);
    fireEvent.change(dialog.getByLabelText("Quote amount"), { target: { value: "-3" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save Quote" }));
    await waitFor(() => expect(dialog.getByText("Quote amount must be a valid positive number")).toBeTruthy());
  });

  it("sends the estimate date and time", async () => {
    const sent = stubFetch();
    const dialog = renderLinkDialog(steps[0]![0]);
    fireEvent.change(dialog.getByLabelText("Estimate date"), { target: { value: "2024-03-05" } });
    fireEvent.change(dialog.getByLabelText("Estimate time"), { target: { value: "09:30" } });
    fireEvent.click(dialog.getByRole("button", { name: "Schedule Estimate" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      status: "estimate_scheduled",
      estimateScheduledDate: "2024-03-05T09:30",
      estimateScheduledTime: "09:30",
    });
  });

  it("sends the quote amount and notes", async () => {
    const sent = stubFetch();
    const dialog = renderLinkDialog(steps[1]![0]);
    fireEvent.change(dialog.getByLabelText("Quote amount"), { target: { value: "1200" } });
    fireEvent.change(dialog.getByLabelText("Notes"), { target: { value: "Parts included" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save Quote" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ status: "quoted", quoteAmount: "1200", notes: "Parts included" });
  });

  it("sends the work start date", async () => {
    const sent = stubFetch();
    const dialog = renderLinkDialog(steps[2]![0]);
    fireEvent.change(dialog.getByLabelText("Work start date"), { target: { value: "2024-04-01" } });
    fireEvent.click(dialog.getByRole("button", { name: "Schedule Work" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ status: "in_progress", workStartDate: "2024-04-01" });
  });

  it("completes with the final amount, the default rating 5 and the review", async () => {
    const sent = stubFetch();
    const dialog = renderLinkDialog(steps[3]![0], linkFixture({ status: "in_progress", quoteAmount: "900.00" }));
    expect(dialog.getByLabelText<HTMLInputElement>("Final amount").value).toBe("900.00");
    fireEvent.change(dialog.getByLabelText("Review"), { target: { value: "Great work" } });
    fireEvent.click(dialog.getByRole("button", { name: "Mark Completed" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ status: "completed", finalAmount: "900.00", rating: "5", review: "Great work" });
  });

  it("sends no rating on a service update without one", async () => {
    const sent = stubFetch();
    const dialog = renderLinkDialog(
      { kind: "service", title: "Update Service", submitLabel: "Update Service", target: "active", done: "Service updated" },
      linkFixture({ status: "active" }),
    );
    fireEvent.click(dialog.getByRole("button", { name: "Update Service" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ status: "active", review: "", notes: "" });
  });
});

describe("completion photos from the library and the camera", () => {
  const completion: LinkDialogConfig = {
    kind: "completion",
    title: "Mark Completed",
    submitLabel: "Mark Completed",
    target: "completed",
    done: "Job completed",
  };
  const photo = (name: string, type = "image/jpeg") => new File([new Uint8Array([1, 2, 3])], name, { type });

  it("keeps the library input without capture, adds a camera input, and takes a HEIC by its name", () => {
    toastSpy.mockClear();
    const dialog = renderLinkDialog(
      completion,
      linkFixture({ status: "in_progress", completionPhotos: ["/api/files/a", "/api/files/b"] }),
    );
    const library = dialog.getByLabelText<HTMLInputElement>("Completion photos");
    const camera = dialog.getByLabelText<HTMLInputElement>("Take a photo");
    expect([library.multiple, library.accept, library.getAttribute("capture")]).toEqual([true, "image/*,.heic,.heif", null]);
    expect([camera.accept, camera.getAttribute("capture")]).toEqual(["image/*,.heic,.heif", "environment"]);

    fireEvent.change(library, { target: { files: [photo("IMG_1.HEIC", "")] } });
    // Two shots with the camera add up; a third would pass the 5 with the 2 stored.
    fireEvent.change(camera, { target: { files: [photo("shot1.jpg")] } });
    expect(dialog.getByText("1 photo taken with the camera.")).toBeTruthy();
    fireEvent.change(camera, { target: { files: [photo("shot2.jpg")] } });
    expect(dialog.getByText("2 photos taken with the camera.")).toBeTruthy();
    fireEvent.change(camera, { target: { files: [photo("shot3.jpg")] } });
    expect(toastSpy).toHaveBeenCalledWith({
      title: "Too many photos",
      description: "Maximum 5 photos allowed",
      variant: "destructive",
    });
    expect(dialog.getByText("2 photos taken with the camera.")).toBeTruthy();
    expect(toastSpy).toHaveBeenCalledTimes(1);
  });
});
