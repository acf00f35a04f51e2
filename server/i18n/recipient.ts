// The language an e-mail is written in when its recipient is known only by address (an account's
// `users.language`), or not at all yet (a sign-up: the browser's Accept-Language).
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { languageOf, type Language } from "../../common/i18n/languages.js";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";
import { languageFrom } from "./index.js";

/** The account's language in use for this address, else the browser's. */
export async function languageOfAddress(db: Db, email: string, request?: FastifyRequest): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.email, email)).limit(1);
  return row ? languageFrom(row.language) : request ? requestLanguage(request) : "en";
}

/** The first language of the request's Accept-Language that Vowch speaks ("de-AT,de;q=0.9" → "de"), else English. */
export function requestLanguage(request: Pick<FastifyRequest, "headers">): Language {
  const header = request.headers["accept-language"];
  if (typeof header !== "string") return "en";
  const tags = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? "1",
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return languageOf(tags);
}
