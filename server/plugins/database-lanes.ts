// Puts each request's database work in a lane for the embedded database's fair queue
// (server/db/pglite-fair-queue.ts): reads (GET, HEAD) in one, everything else in the write lane.
// Registered first, so the session lookup and every later hook run in the request's lane.
import type { FastifyInstance } from "fastify";
import { inLane } from "../db/pglite-fair-queue.js";

const READ_METHODS = new Set(["GET", "HEAD"]);

export function registerDatabaseLanes(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    inLane(READ_METHODS.has(request.method) ? "read" : "write", done);
  });
}
