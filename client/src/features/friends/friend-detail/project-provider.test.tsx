// A friend's provider's status: a hire as Active / Completed / In Progress, a quoted entry as its raw
// status (the spec's words in English), each in the page's language.
import { afterEach, describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { FriendProjectProvider } from "@common/schemas/friends";
import { friendLink, friendProject } from "@/test/friend-fixtures";
import { applyLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
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
  const { hook } = memoryLocation({ path: "/contacts/f1/projects" });
  const { container, unmount } = render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>
        <ul>
          <ProjectProvider friend={friend} project={project} provider={{ ...provider, ...over }} hired={hired} startWork={null} />
        </ul>
      </Router>
    </QueryClientProvider>,
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
