// "Share into Vowch" without a service worker: the phone's share sheet POSTs to the manifest's
// share_target (/share-target), which the service worker answers (client/src/sw/share-handlers.ts).
// When the worker is not installed yet, the POST reaches the server instead: it answers 303 to the
// Add Provider wizard, which opens blank. The body (a contact card, text) is never read nor kept.
import type { FastifyInstance } from "fastify";
import { SHARE_TARGET_PATH, SHARED_WIZARD_PATH } from "../../common/share-target.js";

export async function shareTargetRoutes(app: FastifyInstance) {
  // Whatever the share's type (multipart, urlencoded, none): its body is left unread, and dropped.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));
  app.post(SHARE_TARGET_PATH, async (_request, reply) =>
    reply.header("cache-control", "no-store").redirect(SHARED_WIZARD_PATH, 303),
  );
}
