// A friend's provider's status: a hire as Active / Completed / In Progress, a quoted entry as its raw
// status (the spec's words in English), each in the page's language.
import { afterEach, describe, expect, it } from "vitest";
import type { FriendProjectProvider } from "@common/schemas/friends";
import { friendLink, friendProject } from "@/test/friend-fixtures";
import { renderInApp } from "@/test/render";
import { applyLanguage } from "@/lib/i18n";
import { ProjectProvider } from "./project-provider";

const friend = {
  id: "f1",
  email: null,
  firstName: "Zoe",
  lastName: "Park",
  profileImageUrl: null,
  projectCount: 1,
  providerCount: 2,
};
const provider = friendLink("p1", "0", "quoted");
const project = friendProject("pr1", [], [provider]);

function statusOf(over: Partial<FriendProjectProvider>, hired: boolean) {
  const { container, unmount } = renderInApp(
    <ul>
      <ProjectProvider friend={friend} project={project} provider={{ ...provider, ...over }} hired={hired} startWork={null} />
    </ul>,
    { path: "/contacts/f1/projects" },
  );
  const text = container.querySelector('[data-slot="badge"]')?.textContent;
  unmount();
  return text;
}

describe("a friend's provider's status", () => {
  afterEach(() => applyLanguage("en"));

  it("shows a quoted entry's raw status in English and a hire as the spec names it", () => {
    expect(statusOf({}, false)).toBe("quoted");
    expect(statusOf({ status: "contacted", displayStatus: "contacted" }, false)).toBe("contacted");
    expect(statusOf({ status: "accepted", displayStatus: "In Progress" }, true)).toBe("In Progress");
  });

  it("translates both in Spanish and German", async () => {
    await applyLanguage("es");
    expect(statusOf({}, false)).toBe("Presupuestado");
    expect(statusOf({ status: "completed", displayStatus: "Completed" }, true)).toBe("Completado");
    await applyLanguage("de");
    expect(statusOf({ status: "contacted", displayStatus: "contacted" }, false)).toBe("Kontaktiert");
  });
});
