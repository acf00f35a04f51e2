// Web Push for signed-in people: the key the page subscribes with, its devices, a test push.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  pushDeviceSchema,
  pushKeySchema,
  pushSubscriptionCreatedSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionParamsSchema,
} from "../../../common/schemas/push.js";
import { currentUser } from "../../http/auth.js";
import { listDevices, subscribe, unsubscribe } from "./subscriptions.js";

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/push/key", { schema: { response: { 200: pushKeySchema } } }, async () => ({
    publicKey: (await app.push.keys()).publicKey,
  }));

  app.post(
    "/api/push/subscriptions",
    {
      config: { idempotent: true },
      schema: {
        body: pushSubscriptionInputSchema,
        response: { 200: pushSubscriptionCreatedSchema, 201: pushSubscriptionCreatedSchema },
      },
    },
    async (request, reply) => {
      const { id, created } = await subscribe(app.db, currentUser(request).id, request.body, {
        allowHosts: app.config.push.allowHosts,
        userAgent: request.headers["user-agent"] ?? null,
        sessionId: request.sessionId ?? null,
      });
      app.push.queue.active = true;
      return reply.code(created ? 201 : 200).send({ id });
    },
  );

  app.get("/api/push/subscriptions", { schema: { response: { 200: z.array(pushDeviceSchema) } } }, async (request) =>
    listDevices(app.db, currentUser(request).id),
  );

  app.delete("/api/push/subscriptions/:id", { schema: { params: pushSubscriptionParamsSchema } }, async (request, reply) => {
    await unsubscribe(app.db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  // Sent once the answer has left: 202, the pushes follow.
  app.post("/api/push/test", { schema: { body: z.unknown().optional() } }, async (request, reply) => {
    const userId = currentUser(request).id;
    request.afterResponse("test push", () => app.push.queue.sendTest(userId));
    return reply.code(202).send();
  });
};
