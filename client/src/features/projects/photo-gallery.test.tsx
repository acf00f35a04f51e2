import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { PhotoGallery } from "./photo-gallery";

describe("PhotoGallery (spec §2)", () => {
  it("hides a photo that fails to load", () => {
    render(<PhotoGallery photos={["/api/files/a", "/api/files/b"]} />);
    expect(screen.getAllByRole("img")).toHaveLength(2);
    fireEvent.error(screen.getAllByRole("img")[0]!);
    const left = screen.getAllByRole("img");
    expect(left).toHaveLength(1);
    expect(left[0]!.getAttribute("src")).toBe("/api/files/b");
  });

  it("renders nothing without photos and offers removal when allowed", () => {
    const { container, rerender } = render(<PhotoGallery photos={[]} />);
    expect(container.textContent).toBe("");
    const onRemove = vi.fn();
    rerender(<PhotoGallery photos={["/api/files/a"]} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove photo 1" }));
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(onRemove).toHaveBeenCalledWith("/api/files/a");
  });
});
