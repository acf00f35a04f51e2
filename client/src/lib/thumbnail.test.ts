import { describe, expect, it } from "vitest";
import { thumbnailUrl } from "./thumbnail";

describe("thumbnailUrl", () => {
  it("asks the file route for the thumbnail of a stored file only", () => {
    const id = "0b9c1f6e-2f4d-4e3a-9a51-3c2d1e0f9a8b";
    expect(thumbnailUrl(`/api/files/${id}`)).toBe(`/api/files/${id}?size=thumb`);
    expect(thumbnailUrl(`/api/files/${id}?size=thumb`)).toBe(`/api/files/${id}?size=thumb`);
    expect(thumbnailUrl("https://idp.example/me.jpg")).toBe("https://idp.example/me.jpg");
    expect(thumbnailUrl("/api/files/a")).toBe("/api/files/a");
  });
});
