// Link previews: what a chat app shows for a shared link, written on the server into index.html
// (html.ts). Each entry maps a path prefix ("/r/") to a lookup of the token after it; an unknown
// token (or a lookup's null) gets the plain landing preview.
import type { Db } from "../../db/client.js";

export interface LinkPreview {
  title: string;
  description: string;
}

export type PreviewLookup = (db: Db, token: string) => Promise<LinkPreview | null>;

/** The landing page's own words, for a link whose token is unknown. */
export const LANDING_PREVIEW: LinkPreview = {
  title: "Vowch — Who your friends recommend",
  description:
    "Vowch — who your friends recommend. Run your home projects and find trusted service providers through your friends.",
};

export class LinkPreviews {
  private readonly entries: { prefix: string; lookup: PreviewLookup }[] = [];

  /** `prefix` is the path before the token, with both slashes: "/r/". */
  register(prefix: string, lookup: PreviewLookup): this {
    this.entries.push({ prefix, lookup });
    return this;
  }

  /**
   * The preview of a path (no query string): undefined when no entry owns it, the landing preview
   * when its token is unknown.
   */
  async previewFor(db: Db, pathname: string): Promise<LinkPreview | undefined> {
    const entry = this.entries.find((e) => pathname.startsWith(e.prefix));
    if (!entry) return undefined;
    const token = pathname.slice(entry.prefix.length).replace(/\/$/, "");
    if (!token || token.includes("/")) return undefined;
    return (await entry.lookup(db, token)) ?? LANDING_PREVIEW;
  }
}
