// GET /api/providers/{id}/vcard ("Save to contacts"): a vCard 3.0 a phone imports, read
// back here with ical.js; the same access as the provider's detail; links from PUBLIC_URL.
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalisePhone } from "../../common/phone";
import type { Provider } from "../../common/schemas/providers";
import { providers } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let provider: Provider;
let plain: Provider;

const TRICKY = {
  name: "Smith, Jones; & Sons — Ünïcode Plumbing \\ Co",
  category: "Plumber",
  email: "office@smith-jones.example",
  phone: "+1 (555) 201-3000",
  website: "www.smith-jones.example",
  address: "12 Main St, Apt 3; Rear\nSpringfield, IL 62701",
  description: `Line one, with a comma; and a semicolon\nLine two ${"long ".repeat(30)}end`,
};

async function create(user: SignedInUser, payload: Record<string, unknown>) {
  const res = await user.request({ method: "POST", url: "/api/providers", payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Provider>();
}

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text) as unknown[]);
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { profile: { firstName: "Olive", lastName: "Owner" } });
  stranger = await createUser(t.app, { profile: { firstName: "Sam", lastName: "Stranger" } });
  provider = await create(owner, TRICKY);
  plain = await create(owner, { name: "Bare Bones Painting", category: "Painter" });
});
afterAll(() => t.close());

describe("GET /api/providers/:id/vcard", () => {
  it("answers a vCard download named after the provider", async () => {
    const res = await owner.request({ method: "GET", url: `/api/providers/${provider.id}/vcard` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/vcard; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Smith-Jones-Sons-Unicode-Plumbing-Co.vcf"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    // CRLF line ends, no line longer than 75 octets.
    expect(res.body.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    expect(res.body.endsWith("END:VCARD\r\n")).toBe(true);
    for (const line of res.body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(res.body.replace(/\r\n/g, "").includes("\n")).toBe(false);
  });

  it("parses back to the provider's name, category, phone, e-mail, website, address and a link to it", async () => {
    const res = await owner.request({ method: "GET", url: `/api/providers/${provider.id}/vcard` });
    const card = parse(res.body);
    expect(card.name).toBe("vcard");
    expect(card.getFirstPropertyValue("fn")).toBe(TRICKY.name);
    expect(card.getFirstPropertyValue("org")).toBe(TRICKY.name);
    expect(card.getFirstPropertyValue("title")).toBe("Plumber");
    expect(card.getFirstPropertyValue("categories")).toBe("Plumber");
    expect(card.getFirstPropertyValue("tel")).toBe(TRICKY.phone);
    expect(card.getFirstPropertyValue("email")).toBe(TRICKY.email);
    expect(card.getFirstPropertyValue("adr")).toEqual(["", "", TRICKY.address, "", "", "", ""]);
    const urls = card.getAllProperties("url").map((p) => p.getFirstValue());
    expect(urls).toEqual(["https://www.smith-jones.example", `http://localhost/providers/${provider.id}`]);
    const note = String(card.getFirstPropertyValue("note"));
    expect(note).toBe(`${TRICKY.description}\n\nSaved from Vowch: http://localhost/providers/${provider.id}`);
  });

  it("leaves out the lines a provider has no value for", async () => {
    const res = await owner.request({ method: "GET", url: `/api/providers/${plain.id}/vcard` });
    const card = parse(res.body);
    expect(card.getFirstPropertyValue("fn")).toBe("Bare Bones Painting");
    for (const name of ["tel", "email", "adr"]) expect(card.getFirstProperty(name)).toBeNull();
    expect(card.getAllProperties("url").map((p) => p.getFirstValue())).toEqual([`http://localhost/providers/${plain.id}`]);
  });

  it("writes a phone saved before phones had to be numbers as a NOTE line, never as a TEL", async () => {
    // Such values can no longer be written through the API: they are rows from before the rule.
    const legacy = await t.db
      .insert(providers)
      .values([
        { name: "Legacy Roofing", category: "Roofer", phone: "call me maybe", userId: owner.user.id },
        { name: "Legacy Glazing", category: "Handyman", phone: "555-1234", description: "Windows", userId: owner.user.id },
      ])
      .returning();
    for (const row of legacy) {
      const res = await owner.request({ method: "GET", url: `/api/providers/${row.id}/vcard` });
      expect(res.statusCode).toBe(200);
      const card = parse(res.body);
      expect(card.getAllProperties("tel")).toEqual([]);
      const note = String(card.getFirstPropertyValue("note"));
      expect(note).toBe(
        [row.description, `Phone: ${row.phone}`, `Saved from Vowch: http://localhost/providers/${row.id}`]
          .filter(Boolean)
          .join("\n\n"),
      );
    }
  });

  it("holds only phone numbers in TEL, each with an E.164 form in the deployment's region", async () => {
    const gb = await buildTestApp({ defaultPhoneRegion: "GB" });
    try {
      const user = await createUser(gb.app);
      const made = await create(user, { name: "London Leaks", category: "Plumber", phone: "020 7946 0958" });
      const res = await user.request({ method: "GET", url: `/api/providers/${made.id}/vcard` });
      const tels = parse(res.body)
        .getAllProperties("tel")
        .map((p) => String(p.getFirstValue()));
      expect(tels).toEqual(["020 7946 0958"]);
      expect(tels.map((tel) => normalisePhone(tel, "GB"))).toEqual(["+442079460958"]);
    } finally {
      await gb.close();
    }
    const mine = await owner.request({ method: "GET", url: `/api/providers/${provider.id}/vcard` });
    const tels = parse(mine.body)
      .getAllProperties("tel")
      .map((p) => normalisePhone(String(p.getFirstValue())));
    expect(tels).toEqual(["+15552013000"]);
  });

  it("cannot be made to start a new property by a value with line breaks", async () => {
    const sneaky = await create(owner, {
      name: "Sneaky\r\nEND:VCARD\r\nBEGIN:VCARD",
      category: "Painter",
      address: "x\r\nTEL:1",
    });
    const res = await owner.request({ method: "GET", url: `/api/providers/${sneaky.id}/vcard` });
    const lines = res.body.split("\r\n");
    expect(lines.filter((l) => l === "BEGIN:VCARD")).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith("TEL"))).toHaveLength(0);
    expect(parse(res.body).getFirstPropertyValue("adr")).toEqual(["", "", "x\nTEL:1", "", "", "", ""]);
  });

  it("links to PUBLIC_URL's origin when it is set", async () => {
    const other = await buildTestApp({ publicUrl: "https://vowch.example/" });
    try {
      const user = await createUser(other.app);
      const made = await create(user, { name: "Linked Electric", category: "Electrician" });
      const res = await user.request({ method: "GET", url: `/api/providers/${made.id}/vcard` });
      const urls = parse(res.body)
        .getAllProperties("url")
        .map((p) => p.getFirstValue());
      expect(urls).toEqual([`https://vowch.example/providers/${made.id}`]);
    } finally {
      await other.close();
    }
  });

  it("has the detail's access: any member reads it, an unknown provider is 404 for both, signed out is 401", async () => {
    const detail = await stranger.request({ method: "GET", url: `/api/providers/${provider.id}` });
    const card = await stranger.request({ method: "GET", url: `/api/providers/${provider.id}/vcard` });
    expect([detail.statusCode, card.statusCode]).toEqual([200, 200]);

    const missing = randomUUID();
    const missingDetail = await stranger.request({ method: "GET", url: `/api/providers/${missing}` });
    const missingCard = await stranger.request({ method: "GET", url: `/api/providers/${missing}/vcard` });
    expect([missingDetail.statusCode, missingCard.statusCode]).toEqual([404, 404]);
    expect(missingCard.json()).toEqual(missingDetail.json());

    const signedOut = await t.app.inject({ method: "GET", url: `/api/providers/${provider.id}/vcard` });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "Unauthorized" });

    const bad = await stranger.request({ method: "GET", url: "/api/providers/not-a-uuid/vcard" });
    const badDetail = await stranger.request({ method: "GET", url: "/api/providers/not-a-uuid" });
    expect(bad.statusCode).toBe(badDetail.statusCode);
  });
});
