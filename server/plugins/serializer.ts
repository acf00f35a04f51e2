// Responses are written by fast-json-stringify, compiled once per route from the route's response
// schema, instead of re-checking every row through zod on each answer (about 12 ms of a
// 200-provider list went there). The zod schema becomes JSON Schema for its output side, whose
// objects allow no other keys, so nothing outside the schema is ever sent (as zod's stripping
// did). A schema JSON Schema cannot express (a transform) keeps zod's serializer.
import fastJson, { type Schema } from "fast-json-stringify";
import type { FastifySchemaCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<z.ZodType>>[0]) => (data: unknown) => string;

/** Routes answered through zod because their schema has no JSON Schema form (for the test). */
export const zodSerializedRoutes: string[] = [];

// Zod types with no JSON form besides dates (which JSON.stringify writes as ISO strings, and
// fast-json-stringify too, as format date-time): a schema holding one keeps zod's serializer.
const UNREPRESENTABLE = new Set([
  "bigint",
  "symbol",
  "undefined",
  "void",
  "map",
  "set",
  "transform",
  "nan",
  "custom",
  "function",
  "promise",
]);

/** The route's response schema as JSON Schema for its output, or null when it has no such form. */
function outputJsonSchema(schema: z.ZodType): Record<string, unknown> | null {
  let representable = true;
  const jsonSchema = z.toJSONSchema(schema, {
    io: "output",
    target: "draft-7",
    unrepresentable: "any",
    override: (ctx) => {
      const type = ctx.zodSchema._zod.def.type;
      if (type === "date") Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
      else if (UNREPRESENTABLE.has(type)) representable = false;
    },
  });
  if (!representable) return null;
  delete jsonSchema.$schema;
  return jsonSchema;
}

/** A response declared with no body (`z.undefined()`, `z.void()`, as a 202 with an empty answer). */
function declaresNoBody(schema: z.ZodType): boolean {
  const type = schema._zod.def.type;
  return type === "undefined" || type === "void";
}

export const compiledSerializerCompiler: SerializerCompiler = (route) => {
  if (declaresNoBody(route.schema)) return () => "";
  const jsonSchema = outputJsonSchema(route.schema);
  if (!jsonSchema) {
    zodSerializedRoutes.push(`${route.method} ${route.url}`);
    return (zodSerializerCompiler as unknown as SerializerCompiler)(route);
  }
  return fastJson(jsonSchema as unknown as Schema);
};
