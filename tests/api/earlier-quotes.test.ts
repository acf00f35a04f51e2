// Replacing a link's quote PDF keeps the one before as an earlier quote: at most five per link,
// the oldest dropped with its stored file (on the local folder and on S3), each downloadable by
// whoever sees the link and nobody else; deleting the project or the account leaves no file behind.
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EARLIER_QUOTES_KEPT } from "../../common/schemas/project-providers";
import { storedFiles } from "../../server/db/schema";
import { openFileStore } from "../../server/features/files/open-store";
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from "../../server/features/files/sweep";
import { backdate, isStored, storeDriver } from "../support/file-store";
import { multipart } from "../support/multipart";
import { buildTestApp, createUser, TEST_PASSWORD, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider, tinyPdf } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let helper: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { profile: { firstName: "Olivia", lastName: "Owner" } });
  helper = await createUser(t.app, { profile: { firstName: "Hank", lastName: "Helper" } });
  stranger = await createUser(t.app);
});
afterAll(() => t.close());

interface EarlierQuote {
  id: string;
  url: string;
  name: string | null;
  uploadedBy: { id: string; firstName: string | null } | null;
  uploadedAt: string;
}
interface Link {
  id: string;
  quotePdfUrl: string | null;
  quotePdfName: string | null;
  earlierQuotes: EarlierQuote[];
}

/** A project of `user` with `helper` as collaborator and one provider attached; the link's id. */
async function projectWithLink(user: SignedInUser, withHelper = true) {
  const project = await user.request({ method: "POST", url: "/api/projects", payload: { title: "Kitchen" } });
  const projectId = project.json<{ id: string }>().id;
  if (withHelper) {
    const added = await user.request({
      method: "POST",
      url: `/api/projects/${projectId}/collaborators`,
      payload: { userId: helper.user.id },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const provider = await insertProvider(t.db, user.user.id, { name: "Quote Co" });
  const link = await user.request({
    method: "POST",
    url: `/api/projects/${projectId}/providers`,
    payload: { providerId: provider.id },
  });
  expect(link.statusCode, link.body).toBe(201);
  return { projectId, linkId: link.json<Link>().id };
}

async function uploadQuote(user: SignedInUser, linkId: string, name: string): Promise<Link> {
  const body = multipart({}, [{ field: "quotePdf", filename: name, contentType: "application/pdf", data: tinyPdf(name) }]);
  const res = await user.request({ method: "PUT", url: `/api/project-providers/${linkId}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Link>();
}

const fileId = (url: string) => url.split("/").pop()!;

async function keyOf(id: string) {
  const [row] = await t.db.select({ key: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.id, id));
  return row?.key;
}

async function linkFiles(linkId: string) {
  return t.db.select().from(storedFiles).where(eq(storedFiles.projectProviderId, linkId));
}

describe(`earlier quotes (${storeDriver()} store)`, () => {
  it("keeps the replaced PDF with who uploaded it, downloadable by the project's people only", async () => {
    const { projectId, linkId } = await projectWithLink(owner);
    const first = await uploadQuote(owner, linkId, "first.pdf");
    expect(first.earlierQuotes).toEqual([]);
    const second = await uploadQuote(helper, linkId, "second.pdf");
    expect(second.quotePdfName).toBe("second.pdf");
    expect(second.earlierQuotes).toHaveLength(1);
    const [earlier] = second.earlierQuotes;
    expect(earlier).toMatchObject({
      url: first.quotePdfUrl,
      name: "first.pdf",
      uploadedBy: { id: owner.user.id, firstName: "Olivia" },
    });
    expect(Date.parse(earlier!.uploadedAt)).not.toBeNaN();

    // The same list on every read of the link, as the project's providers.
    const list = await helper.request({ method: "GET", url: `/api/projects/${projectId}/providers` });
    expect(list.json<Link[]>()[0]!.earlierQuotes).toEqual(second.earlierQuotes);

    // Its bytes as they were, for the owner and the collaborator; a stranger gets 404, nobody signed in 401.
    for (const who of [owner, helper]) {
      const res = await who.request({ method: "GET", url: earlier!.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.rawPayload.equals(tinyPdf("first.pdf"))).toBe(true);
    }
    expect((await stranger.request({ method: "GET", url: earlier!.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: earlier!.url })).statusCode).toBe(401);
    // Nor does a stranger see the list.
    expect((await stranger.request({ method: "GET", url: `/api/projects/${projectId}/providers` })).statusCode).toBe(404);

    // Saving the link without a new PDF keeps everything as it is.
    const edited = await owner.request({
      method: "PUT",
      url: `/api/project-providers/${linkId}`,
      payload: { notes: "Call first" },
    });
    expect(edited.json<Link>().earlierQuotes).toEqual(second.earlierQuotes);
  });

  it(`keeps the newest ${EARLIER_QUOTES_KEPT} and deletes the oldest one's file from the store`, async () => {
    const { linkId } = await projectWithLink(owner);
    const uploads: Link[] = [];
    for (let n = 1; n <= EARLIER_QUOTES_KEPT + 1; n++) uploads.push(await uploadQuote(owner, linkId, `v${n}.pdf`));
    const full = uploads.at(-1)!;
    expect(full.earlierQuotes.map((q) => q.name)).toEqual(["v5.pdf", "v4.pdf", "v3.pdf", "v2.pdf", "v1.pdf"]);
    const oldestId = fileId(uploads[0]!.quotePdfUrl!);
    const oldestKey = (await keyOf(oldestId))!;
    expect(await isStored(t.config, oldestKey)).toBe(true);

    const next = await uploadQuote(helper, linkId, "v7.pdf");
    expect(next.earlierQuotes.map((q) => q.name)).toEqual(["v6.pdf", "v5.pdf", "v4.pdf", "v3.pdf", "v2.pdf"]);
    expect(next.earlierQuotes[0]!.uploadedBy).toEqual({ id: owner.user.id, firstName: "Olivia" });
    // The oldest is gone: its row, its bytes in the store, its download.
    expect(await keyOf(oldestId)).toBeUndefined();
    expect(await isStored(t.config, oldestKey)).toBe(false);
    expect((await owner.request({ method: "GET", url: `/api/files/${oldestId}` })).statusCode).toBe(404);
    // One current quote and five earlier ones, nothing else.
    const rows = await linkFiles(linkId);
    expect(rows).toHaveLength(EARLIER_QUOTES_KEPT + 1);
    expect(rows.filter((r) => r.supersededAt === null).map((r) => r.id)).toEqual([fileId(next.quotePdfUrl!)]);
    for (const row of rows) expect(await isStored(t.config, row.storageKey)).toBe(true);
  });

  it("leaves a dropped file the store could not delete to the orphan sweep", async () => {
    const { linkId } = await projectWithLink(owner);
    let last: Link | undefined;
    for (let n = 1; n <= EARLIER_QUOTES_KEPT + 1; n++) last = await uploadQuote(owner, linkId, `s${n}.pdf`);
    const oldest = last!.earlierQuotes.at(-1)!;
    const oldestKey = (await keyOf(oldest.id))!;

    // The store fails the delete (a bucket out of reach): the replacement still succeeds.
    const files = t.app.files;
    const realDelete = files.delete.bind(files);
    files.delete = () => Promise.reject(new Error("store unreachable"));
    try {
      const next = await uploadQuote(owner, linkId, "s7.pdf");
      expect(next.earlierQuotes.map((q) => q.id)).not.toContain(oldest.id);
    } finally {
      files.delete = realDelete;
    }
    expect(await keyOf(oldest.id)).toBeUndefined();
    expect(await isStored(t.config, oldestKey)).toBe(true);

    // Its row is gone, so once it is past the grace period the sweep removes it; the kept ones stay.
    backdate(t.config, oldestKey, new Date(Date.now() - 2 * ORPHAN_GRACE_MS));
    await sweepOrphanFiles(t.db, openFileStore(t.config));
    expect(await isStored(t.config, oldestKey)).toBe(false);
    for (const row of await linkFiles(linkId)) expect(await isStored(t.config, row.storageKey)).toBe(true);
  });

  it("deletes every earlier quote's file with the project", async () => {
    const { projectId, linkId } = await projectWithLink(owner);
    for (const name of ["a.pdf", "b.pdf", "c.pdf"]) await uploadQuote(owner, linkId, name);
    const keys = (await linkFiles(linkId)).map((r) => r.storageKey);
    expect(keys).toHaveLength(3);
    const res = await owner.request({ method: "DELETE", url: `/api/projects/${projectId}` });
    expect(res.statusCode).toBe(204);
    expect(await linkFiles(linkId)).toHaveLength(0);
    for (const key of keys) expect(await isStored(t.config, key)).toBe(false);
  });

  it("deletes every earlier quote's file with the owner's account; a leaving collaborator's uploads stay, unnamed", async () => {
    const leaver = await createUser(t.app, { profile: { firstName: "Lee", lastName: "Leaver" } });
    const { linkId: leaversLink } = await projectWithLink(leaver);
    for (const name of ["x.pdf", "y.pdf"]) await uploadQuote(leaver, leaversLink, name);
    const leaversKeys = (await linkFiles(leaversLink)).map((r) => r.storageKey);

    // On the owner's project, the leaver (as collaborator) uploaded the earlier quote.
    const project = await owner.request({ method: "POST", url: "/api/projects", payload: { title: "Shared" } });
    const projectId = project.json<{ id: string }>().id;
    await owner.request({ method: "POST", url: `/api/projects/${projectId}/collaborators`, payload: { userId: leaver.user.id } });
    const provider = await insertProvider(t.db, owner.user.id);
    const attached = await owner.request({
      method: "POST",
      url: `/api/projects/${projectId}/providers`,
      payload: { providerId: provider.id },
    });
    const sharedLink = attached.json<Link>().id;
    await uploadQuote(leaver, sharedLink, "by-lee.pdf");
    const replaced = await uploadQuote(owner, sharedLink, "by-olivia.pdf");
    expect(replaced.earlierQuotes[0]!.uploadedBy).toEqual({ id: leaver.user.id, firstName: "Lee" });

    const res = await leaver.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE", password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await linkFiles(leaversLink)).toHaveLength(0);
    for (const key of leaversKeys) expect(await isStored(t.config, key)).toBe(false);

    // The owner's project keeps the earlier quote and its file; its uploader is no longer named.
    const list = await owner.request({ method: "GET", url: `/api/projects/${projectId}/providers` });
    const [kept] = list.json<Link[]>()[0]!.earlierQuotes;
    expect(kept).toMatchObject({ name: "by-lee.pdf", uploadedBy: null });
    expect((await owner.request({ method: "GET", url: kept!.url })).statusCode).toBe(200);
  });

  it("reads the earlier quotes of every link in one statement, however many links", async () => {
    const project = await owner.request({ method: "POST", url: "/api/projects", payload: { title: "Many" } });
    const projectId = project.json<{ id: string }>().id;
    const count = async () => {
      t.statements.count = 0;
      const res = await owner.request({ method: "GET", url: `/api/projects/${projectId}/providers` });
      expect(res.statusCode).toBe(200);
      return t.statements.count;
    };
    const addLinkWithEarlier = async () => {
      const provider = await insertProvider(t.db, owner.user.id);
      const res = await owner.request({
        method: "POST",
        url: `/api/projects/${projectId}/providers`,
        payload: { providerId: provider.id },
      });
      const id = res.json<Link>().id;
      await uploadQuote(owner, id, "one.pdf");
      await uploadQuote(owner, id, "two.pdf");
    };
    await addLinkWithEarlier();
    const one = await count();
    for (let i = 0; i < 3; i++) await addLinkWithEarlier();
    expect(await count()).toBe(one);
    const superseded = await t.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.kind, "quote_pdf"), isNotNull(storedFiles.supersededAt)));
    expect(superseded.length).toBeGreaterThanOrEqual(4);
  });
});
