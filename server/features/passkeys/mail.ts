// Every passkey added to or removed from an account is e-mailed to it (after the answer has left;
// without SMTP_URL nothing is sent), so a passkey slipped onto an account does not go unseen.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { passkeyChangedMail, passkeysRemovedByResetMail } from "../../mail/templates.js";
import { linkOn, publicBaseUrl } from "../../public-url.js";
import { languageFrom } from "../../i18n/index.js";
import type { Language } from "../../../common/i18n/languages.js";

export function mailPasskeyChange(
  app: FastifyInstance,
  request: FastifyRequest,
  to: string | null,
  change: "added" | "removed",
  name: string,
  language: string,
) {
  if (!to || !app.mailer.enabled) return;
  const base = publicBaseUrl(app.config);
  request.afterResponse(`passkey ${change} e-mail`, () =>
    app.mailer.send({
      to,
      ...passkeyChangedMail(languageFrom(language), change, name, linkOn(base, "/profile"), linkOn(base, "/forgot-password")),
    }),
  );
}

export function mailPasskeysRemovedByReset(
  app: FastifyInstance,
  request: FastifyRequest,
  to: string,
  names: string[],
  language: Language,
) {
  if (names.length === 0 || !app.mailer.enabled) return;
  const base = publicBaseUrl(app.config);
  request.afterResponse("passkeys removed e-mail", () =>
    app.mailer.send({ to, ...passkeysRemovedByResetMail(language, names, linkOn(base, "/profile")) }),
  );
}
