// Which calls the service worker keeps a last copy of: the JSON reads, never a download; and the
// manifest's share target with the worker script that answers it.
import { describe, expect, it } from "vitest";
import { pwaManifest, pwaWorkbox } from "./pwa";

type Match = (options: { url: URL; request: { mode: string }; sameOrigin: boolean }) => boolean;
const matches = pwaWorkbox.runtimeCaching![0]!.urlPattern as unknown as Match;
const cached = (path: string, mode = "cors") =>
  matches({ url: new URL(path, "https://vowch.example"), request: { mode }, sameOrigin: true });

describe("the service worker's API copies", () => {
  it("keeps the JSON reads", () => {
    expect(cached("/api/projects")).toBe(true);
    expect(cached("/api/auth/user")).toBe(true);
  });

  it("never keeps a download: files, vCards and the account's export", () => {
    expect(cached("/api/files/0b6d3c1e-0000-4000-8000-000000000000")).toBe(false);
    expect(cached("/api/providers/0b6d3c1e-0000-4000-8000-000000000000/vcard")).toBe(false);
    expect(cached("/api/export")).toBe(false);
    expect(cached("/api/projects", "navigate")).toBe(false);
  });
});

describe("Share into Vowch", () => {
  it("declares a share target: a multipart POST to /share-target with a title, text, a link and vCard files", () => {
    expect(pwaManifest.share_target).toEqual({
      action: "/share-target",
      method: "POST",
      enctype: "multipart/form-data",
      params: {
        title: "title",
        text: "text",
        url: "url",
        files: [{ name: "files", accept: ["text/vcard", "text/x-vcard", ".vcf"] }],
      },
    });
  });

  it("has /sw.js load the worker script that answers it, with the push handlers", () => {
    expect(pwaWorkbox.importScripts).toEqual(["/sw-push.js", "/sw-share.js"]);
  });
});
