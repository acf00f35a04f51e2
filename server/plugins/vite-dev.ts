// `npm run dev`: Vite runs inside Fastify as middleware, so the app and the API share one port.
import type { FastifyInstance } from "fastify";
import middie from "@fastify/middie";
import { createServer } from "vite";

export async function registerViteDev(app: FastifyInstance) {
  await app.register(middie);
  const vite = await createServer({ server: { middlewareMode: true }, appType: "spa" });
  app.use((req, res, next) => {
    const url = req.url ?? "/";
    if (url.startsWith("/api/") || url === "/healthz") return next();
    vite.middlewares(req, res, next);
  });
  app.addHook("onClose", async () => vite.close());
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Not found" }));
}
