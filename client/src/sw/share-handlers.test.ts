// "Share into Vowch" in the service worker: what a shared text, link or vCard fills in, and the
// share target's POST kept for the page and answered 303 to the wizard, with a fake worker global.
import { describe, expect, it } from "vitest";
import { SHARE_CACHE, SHARE_KEY, SHARED_WIZARD_PATH } from "@common/share-target";
import { isShareTarget, onShareTarget, readSharedText, readVcard, sharedProvider, type ShareScope } from "./share-handlers";

const ORIGIN = "https://vowch.example";
const NOW = 1_790_000_000_000;

describe("shared text", () => {
  it("reads a phone, an e-mail and a website, and the rest as the name", () => {
    expect(readSharedText("Joe's Plumbing 555-201-3344 joe@example.com https://joe.example")).toEqual({
      name: "Joe's Plumbing",
      phone: "555-201-3344",
      email: "joe@example.com",
      website: "https://joe.example",
    });
  });

  it("reads numbers as people write them, a www address, and the first line left as the name", () => {
    expect(readSharedText("Ace Roofing –\nCall (415) 555-0199 or visit www.aceroofing.example.\nBest in town!")).toEqual({
      name: "Ace Roofing",
      phone: "(415) 555-0199",
      email: "",
      website: "www.aceroofing.example",
    });
    expect(readSharedText("Sparky Electric, +44 20 7946 0958").phone).toBe("+44 20 7946 0958");
  });

  it("takes no short number or year for a phone", () => {
    expect(readSharedText("Open since 1998, call 555-12")).toEqual({
      name: "Open since 1998, call 555-12",
      phone: "",
      email: "",
      website: "",
    });
  });

  it("reads nothing from blank text", () => {
    expect(readSharedText("  \n ")).toEqual({ name: "", phone: "", email: "", website: "" });
  });
});

describe("a shared vCard", () => {
  it("reads the first card's FN, TEL, EMAIL and URL (3.0, groups and parameters)", () => {
    const card = [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Smith;Joe;;;",
      "FN:Joe's Plumbing",
      "ORG:Joe's Plumbing LLC",
      "item1.TEL;TYPE=WORK,VOICE:555-201-3344",
      "TEL;TYPE=CELL:555-999-0000",
      "EMAIL;TYPE=INTERNET:joe@example.com",
      "URL:https\\://joe.example",
      "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQ==",
      "END:VCARD",
      "BEGIN:VCARD",
      "FN:Someone Else",
      "TEL:555-000-1111",
      "END:VCARD",
    ].join("\r\n");
    expect(readVcard(card)).toEqual({
      name: "Joe's Plumbing",
      phone: "555-201-3344",
      email: "joe@example.com",
      website: "https://joe.example",
    });
  });

  it("joins folded lines and quoted-printable soft breaks (2.1), and reads a 4.0 tel: URI", () => {
    const card = [
      "BEGIN:VCARD",
      "VERSION:2.1",
      "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Jos=C3=A9 Garc=C3=ADa =",
      "Painting",
      "EMAIL:jose@",
      " example.com",
      "END:VCARD",
    ].join("\n");
    expect(readVcard(card)).toMatchObject({ name: "José García Painting", email: "jose@example.com" });
    expect(readVcard("BEGIN:VCARD\nVERSION:4.0\nFN:Ann\nTEL;VALUE=uri;TYPE=work:tel:+1-555-201-3344\nEND:VCARD").phone).toBe(
      "+1-555-201-3344",
    );
  });

  it("takes ORG, else N, when the card has no FN; nothing outside a card", () => {
    expect(readVcard("BEGIN:VCARD\nN:Smith;Joe;;;\nORG:Smith & Sons;Plumbing\nEND:VCARD").name).toBe("Smith & Sons");
    expect(readVcard("BEGIN:VCARD\nN:Smith;Joe;;;\nEND:VCARD").name).toBe("Joe Smith");
    expect(readVcard("FN:Not a card\nTEL:555-201-3344")).toEqual({ name: "", phone: "", email: "", website: "" });
  });
});

describe("a share's fields", () => {
  it("prefers the card, then the text, then the link and the title", () => {
    expect(
      sharedProvider({ title: "", text: "Call 555-201-3344", url: "", vcard: "BEGIN:VCARD\nFN:Joe's Plumbing\nEND:VCARD" }, NOW),
    ).toEqual({ name: "Joe's Plumbing", phone: "555-201-3344", email: "", website: "", sharedAt: NOW });
    expect(
      sharedProvider({ title: "Ace Roofing", text: "Great roofers!", url: "https://ace.example/", vcard: null }, NOW),
    ).toEqual({
      name: "Ace Roofing",
      phone: "",
      email: "",
      website: "https://ace.example/",
      sharedAt: NOW,
    });
  });

  it("cuts each field to what the wizard accepts", () => {
    const fields = sharedProvider({ title: "", text: "A".repeat(400), url: "", vcard: null }, NOW);
    expect(fields.name).toHaveLength(255);
  });
});

function fakeScope(failing = false) {
  const kept = new Map<string, Map<string, Response>>();
  const scope: ShareScope = {
    origin: ORIGIN,
    now: () => NOW,
    caches: {
      open: (name) => {
        if (failing) return Promise.reject(new DOMException("no storage", "SecurityError"));
        const cache = kept.get(name) ?? new Map<string, Response>();
        kept.set(name, cache);
        return Promise.resolve({ put: (key: string, response: Response) => Promise.resolve(void cache.set(key, response)) });
      },
    },
  };
  return { scope, kept };
}

const shareRequest = (form: FormData, referrer = "") => {
  const request = new Request(`${ORIGIN}/share-target`, { method: "POST", body: form });
  return { referrer, formData: () => request.formData() };
};

describe("the share target's POST", () => {
  it("is the worker's only for a POST to /share-target of its own origin", () => {
    expect(isShareTarget({ method: "POST", url: `${ORIGIN}/share-target` }, ORIGIN)).toBe(true);
    expect(isShareTarget({ method: "GET", url: `${ORIGIN}/share-target` }, ORIGIN)).toBe(false);
    expect(isShareTarget({ method: "POST", url: `${ORIGIN}/api/providers` }, ORIGIN)).toBe(false);
    expect(isShareTarget({ method: "POST", url: "https://evil.example/share-target" }, ORIGIN)).toBe(false);
  });

  it("keeps the fields read from a shared vCard file for the page and answers 303 to the wizard", async () => {
    const { scope, kept } = fakeScope();
    const form = new FormData();
    form.append("title", "Contact");
    form.append("text", "");
    form.append("files", new File(["a photo"], "photo.jpg", { type: "image/jpeg" }));
    form.append(
      "files",
      new File(["BEGIN:VCARD\r\nFN:Joe's Plumbing\r\nTEL:555-201-3344\r\nEMAIL:joe@example.com\r\nEND:VCARD\r\n"], "joe.vcf", {
        type: "text/x-vcard",
      }),
    );
    const answer = await onShareTarget(scope, shareRequest(form));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(SHARED_WIZARD_PATH);
    const stored = (await kept.get(SHARE_CACHE)!.get(SHARE_KEY)!.json()) as unknown;
    expect(stored).toEqual({
      name: "Joe's Plumbing",
      phone: "555-201-3344",
      email: "joe@example.com",
      website: "",
      sharedAt: NOW,
    });
  });

  it("still opens the wizard when the share cannot be read or kept", async () => {
    const { scope, kept } = fakeScope();
    const notAForm = new Request(`${ORIGIN}/share-target`, { method: "POST", body: "not a form" });
    const broken = { referrer: "", formData: () => notAForm.formData() };
    expect((await onShareTarget(scope, broken)).status).toBe(303);
    expect(await kept.get(SHARE_CACHE)!.get(SHARE_KEY)!.json()).toEqual({
      name: "",
      phone: "",
      email: "",
      website: "",
      sharedAt: NOW,
    });
    const form = new FormData();
    form.append("text", "Joe 555-201-3344");
    const answer = await onShareTarget(fakeScope(true).scope, shareRequest(form));
    expect(answer.headers.get("location")).toBe(SHARED_WIZARD_PATH);
  });

  it("fills in nothing from a form another site's page posts here", async () => {
    const form = new FormData();
    form.append("text", "Joe's Plumbing 555-201-3344");
    for (const [referrer, name] of [
      ["https://evil.example/page", ""],
      [`${ORIGIN}/providers`, "Joe's Plumbing"],
    ] as const) {
      const { scope, kept } = fakeScope();
      expect((await onShareTarget(scope, shareRequest(form, referrer))).status).toBe(303);
      expect(await kept.get(SHARE_CACHE)!.get(SHARE_KEY)!.json()).toMatchObject({ name });
    }
  });
});
