import { describe, expect, it } from "vitest";
import { activeTab } from "./nav-tabs";

describe("active tab (the spec's screens)", () => {
  it("is the page key when one is given", () => {
    expect(activeTab("/profile", "/projects")).toBe("/projects");
    expect(activeTab("/anything", "/")).toBe("/");
  });
  it("is the tab whose key equals the path", () => {
    expect(activeTab("/")).toBe("/");
    expect(activeTab("/providers")).toBe("/providers");
    expect(activeTab("/requests")).toBe("/requests");
  });
  it("is the tab whose key is a prefix of the path, never Home for deeper paths", () => {
    expect(activeTab("/projects/123")).toBe("/projects");
    expect(activeTab("/contacts/abc/projects")).toBe("/contacts");
    expect(activeTab("/contacts/projects")).toBe("/contacts");
  });
  it("is none for paths outside the tabs", () => {
    expect(activeTab("/profile")).toBeUndefined();
    expect(activeTab("/projectsX")).toBeUndefined();
  });
});
