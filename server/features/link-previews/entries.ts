// The link previews' entries: a shared request ("Ivy asks: Need a boiler engineer") and an
// invitation ("Sam invited you to vowch"). First names only: never a last name or a place.
import type { Db } from "../../db/client.js";
import { requestPreview } from "../requests/links.js";
import type { PreviewLookup } from "./registry.js";

/** `/r/{token}`: the asker's first name and the request's title. */
export const requestLinkPreview: PreviewLookup = async (db, token) => {
  const row = await requestPreview(db, token);
  if (!row) return null;
  const who = row.firstName?.trim() || "Someone";
  return {
    title: `${who} asks: ${row.title}`,
    description: `${who} is looking for a ${row.category.toLowerCase()}. Know someone good? Suggest them, no account needed.`,
  };
};

/** `/join/{token}`: built on the invitations' own lookup of the inviter's first name. */
export const joinLinkPreview =
  (inviterOf: (db: Db, token: string) => Promise<{ firstName: string } | null>): PreviewLookup =>
  async (db, token) => {
    const inviter = await inviterOf(db, token);
    if (!inviter) return null;
    const who = inviter.firstName.trim() || "Someone";
    return {
      title: `${who} invited you to vowch`,
      description: `${who} uses vowch to find trusted service providers through friends. Join them.`,
    };
  };
