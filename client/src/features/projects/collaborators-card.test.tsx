import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ProjectDetail } from "@common/schemas/projects";
import type { PersonItem } from "@common/schemas/users";
import { toast } from "@/hooks/use-toast";
import { renderInApp } from "@/test/render";
import { collaboratorQueries } from "./api/collaborators";
import { CollaboratorsCard } from "./collaborators-card";

vi.mock("@/hooks/use-toast", () => ({ toast: vi.fn() }));

const hank = { id: "u2", email: "hank@example.com", firstName: "Hank", lastName: "Helper", profileImageUrl: null };
const project = {
  id: "p1",
  userId: "u1",
  title: "Kitchen",
  owner: { id: "u1", firstName: "Olga", lastName: "Owner" },
} as unknown as ProjectDetail;

/** The server refuses with a code whose English message the client must not read. */
function refuseWith(code: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code, message: "Refused (server wording)" }), { status: 409, statusText: "Conflict" }),
      ),
    ),
  );
}

function renderCard() {
  renderInApp(<CollaboratorsCard project={project} viewerId="u1" />, {
    seed: [
      [collaboratorQueries.list("p1").queryKey, []],
      [collaboratorQueries.userSearch("hank").queryKey, [{ ...hank, isContact: false }] satisfies PersonItem[]],
    ],
  });
}

async function addHank() {
  fireEvent.click(screen.getByRole("button", { name: "Add" }));
  fireEvent.change(screen.getByLabelText("Search users"), { target: { value: "hank" } });
  fireEvent.click(await screen.findByRole("button", { name: "Add Hank Helper" }));
}

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe("CollaboratorsCard decides by error code (conventions: typed errors)", () => {
  it("COLLABORATOR_IS_OWNER shows the spec's owner refusal", async () => {
    refuseWith("COLLABORATOR_IS_OWNER");
    renderCard();
    await addHank();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Cannot add owner",
        description: "The project owner is already part of the project.",
        variant: "destructive",
      }),
    );
  });

  it("ALREADY_COLLABORATOR shows the spec's duplicate refusal", async () => {
    refuseWith("ALREADY_COLLABORATOR");
    renderCard();
    await addHank();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Already a collaborator",
        description: "This user is already a collaborator on this project.",
        variant: "destructive",
      }),
    );
  });

  it("any other code shows the server message under Error", async () => {
    refuseWith("FORBIDDEN");
    renderCard();
    await addHank();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Error", description: "Refused (server wording)", variant: "destructive" }),
    );
  });
});
