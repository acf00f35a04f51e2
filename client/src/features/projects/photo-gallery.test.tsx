import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { PhotoGallery } from "./photo-gallery";

// Stored files' addresses: the file route and a UUID.
const [A, B, C] = ["a", "b", "c"].map((n) => `/api/files/00000000-0000-4000-8000-00000000000${n}`) as [string, string, string];

describe("PhotoGallery (the spec's screens)", () => {
  it("hides a photo that fails to load", () => {
    render(<PhotoGallery photos={[A, B]} />);
    expect(screen.getAllByRole("img")).toHaveLength(2);
    fireEvent.error(screen.getAllByRole("img")[0]!);
    const left = screen.getAllByRole("img");
    expect(left).toHaveLength(1);
    expect(left[0]!.getAttribute("src")).toBe(`${B}?size=thumb`);
  });

  it("shows thumbnails and opens the full photos in a viewer that turns with buttons, arrows and swipes", async () => {
    render(<PhotoGallery photos={[A, B, C]} />);
    expect(screen.getAllByRole("img").map((i) => i.getAttribute("src"))).toEqual([
      `${A}?size=thumb`,
      `${B}?size=thumb`,
      `${C}?size=thumb`,
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Completion photo 2" }));
    const viewer = await screen.findByRole("dialog", { name: "Photo 2 of 3" });
    const shown = () => within(viewer).getByRole("img").getAttribute("src");
    expect(shown()).toBe(B);
    fireEvent.click(within(viewer).getByRole("button", { name: "Next photo" }));
    expect(shown()).toBe(C);
    fireEvent.click(within(viewer).getByRole("button", { name: "Next photo" }));
    expect(shown()).toBe(A);
    fireEvent.keyDown(viewer, { key: "ArrowLeft" });
    expect(shown()).toBe(C);
    fireEvent.click(within(viewer).getByRole("button", { name: "Previous photo" }));
    expect(screen.getByRole("dialog", { name: "Photo 2 of 3" })).toBeTruthy();
    // A swipe to the left shows the next photo; a short or mostly vertical drag does nothing.
    const stage = within(viewer).getByTestId("photo-stage");
    const swipe = (dx: number, dy = 0) => {
      fireEvent.pointerDown(stage, { clientX: 200, clientY: 300 });
      fireEvent.pointerUp(stage, { clientX: 200 + dx, clientY: 300 + dy });
    };
    swipe(-120);
    expect(shown()).toBe(C);
    swipe(20);
    swipe(60, 200);
    expect(shown()).toBe(C);
    swipe(120);
    expect(shown()).toBe(B);
  });

  it("renders nothing without photos and offers removal when allowed", () => {
    const { container, rerender } = render(<PhotoGallery photos={[]} />);
    expect(container.textContent).toBe("");
    const onRemove = vi.fn();
    rerender(<PhotoGallery photos={[A]} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove photo 1" }));
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(onRemove).toHaveBeenCalledWith(A);
  });
});
