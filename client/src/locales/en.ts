// The English catalogue the first paint needs (the signed-out screens and what every screen
// shares); the signed-in screens' English comes with their routes (en-signed-in.ts). The server's
// messages are already English: their catalogue comes only with another language (en-errors.ts).
import auth from "@common/locales/en/auth.json";
import common from "@common/locales/en/common.json";
import landing from "@common/locales/en/landing.json";

export default { auth, common, landing };
