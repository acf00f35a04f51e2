// The English catalogue the first paint needs (the signed-out screens and what every screen
// shares); the signed-in screens' English comes with their routes (en-signed-in.ts).
import auth from "@common/locales/en/auth.json";
import common from "@common/locales/en/common.json";
import errors from "@common/locales/en/errors.json";
import landing from "@common/locales/en/landing.json";

export default { auth, common, errors, landing };
