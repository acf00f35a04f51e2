// Serves the built SPA; unknown /api/* paths answer a JSON 404, every other path gets index.html.
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { notFound } from "../errors.js";

export async function registerSpa(app: FastifyInstance, clientDir: string | undefined) {
  const indexFile = clientDir ? path.join(clientDir, "index.html") : undefined;
  const hasClient = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins (scripts/build/precompress.ts).
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        else if (/\.html(\.br|\.gz)?$/.test(filePath)) res.header("cache-control", "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0]!;
    if (url === "/api" || url.startsWith("/api/") || !hasClient || (request.method !== "GET" && request.method !== "HEAD")) {
      throw notFound();
    }
    return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
  });
}
