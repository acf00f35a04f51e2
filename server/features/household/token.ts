// A household link's token: 256 random bits, shown once (in the link's fragment, so no server log
// or Referer carries it), found by its SHA-256. A copy of the database holds no working link.
import { createHash, randomBytes } from "node:crypto";

export const newHouseholdToken = () => randomBytes(32).toString("base64url");

export const hashHouseholdToken = (token: string) => createHash("sha256").update(token).digest("hex");
