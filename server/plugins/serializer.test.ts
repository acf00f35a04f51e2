import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compiledSerializerCompiler, zodSerializedRoutes } from "./serializer";

const person = z.object({
  id: z.string(),
  name: z.string().nullable(),
  nickname: z.string().optional(),
  tags: z.array(z.object({ label: z.string() })),
  kind: z.enum(["friend", "neighbour"]),
  createdAt: z.date().or(z.string()),
});

async function answer(compiler: typeof compiledSerializerCompiler, data: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiler as never);
  app.get("/p", { schema: { response: { 200: z.array(person) } } }, () => data as never);
  const res = await app.inject({ method: "GET", url: "/p" });
  await app.close();
  return res.body;
}

describe("compiled response serializer", () => {
  it("writes the JSON zod's serializer writes", async () => {
    const data = [
      {
        id: "1",
        name: "Ada",
        nickname: "A",
        tags: [{ label: "x" }],
        kind: "friend",
        createdAt: new Date("2026-11-23T10:00:00Z"),
      },
      { id: "2", name: null, tags: [], kind: "neighbour", createdAt: "2026-11-22T09:00:00.000Z" },
    ];
    // The same JSON (key order aside: required keys come first).
    const compiled = await answer(compiledSerializerCompiler, data);
    expect(JSON.parse(compiled)).toEqual(JSON.parse(await answer(serializerCompiler as never, data)));
  });

  it("never sends a key the schema does not name", async () => {
    const createdAt = "2026-11-23T10:00:00.000Z";
    const data = [
      { id: "1", name: "Ada", tags: [{ label: "x", secret: "s" }], kind: "friend", createdAt, email: "ada@example.com" },
    ];
    const body = await answer(compiledSerializerCompiler, data);
    expect(body).not.toContain("ada@example.com");
    expect(body).not.toContain("secret");
    expect(JSON.parse(body)).toEqual([{ id: "1", name: "Ada", tags: [{ label: "x" }], kind: "friend", createdAt }]);
  });

  it("keeps zod's serializer for a schema JSON Schema cannot express", async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(compiledSerializerCompiler as never);
    const shouted = z.string().transform((s) => s.toUpperCase());
    app.get("/t", { schema: { response: { 200: z.object({ word: shouted }) } } }, () => ({ word: "hi" }));
    await app.ready();
    expect(zodSerializedRoutes).toContain("GET /t");
    await app.close();
  });
});
