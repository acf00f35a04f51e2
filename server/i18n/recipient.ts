// The language of a mail to someone without an account yet (a sign-up): the browser's Accept-Language.
import type { FastifyRequest } from "fastify";
import { languageOf, type Language } from "../../common/i18n/languages.js";

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
