// `npm run dev`: Vite runs inside Fastify as middleware, so the app and the API share one port.
import type { FastifyInstance } from "fastify";
import middie from "@fastify/middie";
import { createServer } from "vite";

export async function registerViteDev(app: FastifyInstance) {
  await app.register(middie);
  const vite = await createServer({ server: { middlewareMode: true }, appType: "spa" });
  // Vowch's own sign-in screen at /api/login is a page of the SPA (unless OIDC takes over).
  const spaLogin = !app.config.oidc;
  app.use((req, res, next) => {
    const url = req.url ?? "/";
    const isLoginPage = spaLogin && req.method === "GET" && (url === "/api/login" || url.startsWith("/api/login?"));
    if ((url.startsWith("/api/") && !isLoginPage) || url === "/healthz") return next();
    vite.middlewares(req, res, next);
  });
  app.addHook("onClose", async () => vite.close());
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Not found" }));
}
