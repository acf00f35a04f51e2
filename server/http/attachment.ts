// The Content-Disposition header of every download (RFC 6266).
import type { FastifyReply } from "fastify";

/** RFC 5987's ext-value: UTF-8, percent-encoded, with the characters it reserves escaped too. */
const extValue = (text: string) =>
  `UTF-8''${encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * Offers the answer as a file named `filename`: "attachment" saves it, "inline" shows it in the
 * browser. The quoted name is ASCII, each other character (and any quote or backslash) read as
 * "_"; a name that needed that also travels whole, UTF-8 encoded, as filename*.
 */
export function attachment(reply: FastifyReply, filename: string, type: "attachment" | "inline" = "attachment"): FastifyReply {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const unicode = ascii === filename ? "" : `; filename*=${extValue(filename)}`;
  return reply.header("Content-Disposition", `${type}; filename="${ascii}"${unicode}`);
}
