// The WebAuthn relying party is the site at PUBLIC_URL: its host is the RP ID passkeys are bound
// to, its origin the only one whose ceremonies are accepted (http://localhost:PORT in development:
// browsers treat localhost as a secure context).
import type { AppConfig } from "../../config.js";
import { publicBaseUrl } from "../../public-url.js";

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(config: Pick<AppConfig, "publicUrl" | "port">): RelyingParty {
  const url = new URL(publicBaseUrl(config));
  return { id: url.hostname, origin: url.origin, name: "Vowch" };
}
