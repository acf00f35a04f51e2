// Impossible or out-of-range dates answer 400 with a clear message; real ones are stored exactly
// as sent (no shifting 30 February to 2 March, no year 0001 read as 2001).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { projectWithLink } from "./projects-helpers";
import { multipart } from "../support/multipart";

let t: TestApp;
let owner: SignedInUser;
let projectId: string;
let linkId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  ({ projectId, linkId } = await projectWithLink(t.db, owner, "Fence"));
});
afterAll(() => t.close());

const experience = (dates: Record<string, string>) => ({
  name: `Dated ${Math.random()}`,
  category: "Plumber",
  experienceType: "completed",
  projectType: "one_time",
  projectTitle: "Old job",
  wouldVouch: false,
  ...dates,
});

describe("dates", () => {
  it.each([
    ["POST", "/api/projects", { title: "A", endDate: "0000-01-01" }],
    ["POST", "/api/projects", { title: "A", startDate: "2023-02-30" }],
    ["POST", "/api/projects", { title: "A", endDate: "2101-01-01" }],
    ["PUT", "project", { title: "A", nextServiceDate: "0000-01-01" }],
    ["PUT", "project", { title: "A", nextServiceDate: "0001-01-01" }],
    ["POST", "/api/providers/experience", experience({ projectStartDate: "2023-02-29" })],
    ["POST", "/api/providers/experience", experience({ projectEndDate: "2023-04-31" })],
    ["POST", "/api/providers/experience", experience({ nextServiceDate: "0000-01-01" })],
  ] as const)("%s %s refuses %j with 400", async (method, url, payload) => {
    const res = await owner.request({ method, url: url === "project" ? `/api/projects/${projectId}` : url, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.stringMatching(/date/i) });
  });

  it.each<Record<string, string>>([
    { workStartDate: "2023-02-30" },
    { estimateScheduledDate: "2023-02-29T10:00:00Z", estimateScheduledTime: "10:00" },
    { estimateScheduledDate: "0000-01-01T00:00:00Z", estimateScheduledTime: "10:00" },
  ])("a provider update refuses %j with 400", async (fields) => {
    const form = multipart(fields);
    const res = await owner.request({ method: "PUT", url: `/api/project-providers/${linkId}`, ...form });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.stringMatching(/date/i) });
  });

  it("stores real dates exactly as sent, leap days and the range's ends included", async () => {
    const sent = { title: "Dated", startDate: "1900-01-01", endDate: "2024-02-29" };
    const created = await owner.request({ method: "POST", url: "/api/projects", payload: sent });
    expect(created.statusCode).toBe(201);
    const read = (await owner.request({ method: "GET", url: `/api/projects/${created.json<{ id: string }>().id}` })).json<
      Record<string, unknown>
    >();
    expect(read).toMatchObject({ startDate: "1900-01-01", endDate: "2024-02-29" });
  });
});
