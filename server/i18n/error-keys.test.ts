// Every fixed English message the API can send has a key in the errors catalogue (so the client
// can show it in Spanish and German): the source is read with TypeScript's parser
// (./error-messages.ts), not with patterns. A message built from values keeps its English only.
import path from "node:path";
import { describe, expect, it } from "vitest";
import englishErrors from "../../common/locales/en/errors.json";
import { fixedErrorMessages } from "./error-messages";

const ROOT = path.join(path.dirname(new URL(import.meta.url).pathname), "../..");
const keyed = new Set(Object.values(englishErrors as Record<string, string>));

describe("the errors catalogue", () => {
  const found = fixedErrorMessages(ROOT);

  it("finds the messages of the helpers, the schemas and the error handler", () => {
    const texts = new Set(found.map((f) => f.text));
    expect(texts).toContain("Project not found"); // notFound(…)
    expect(texts).toContain("Language must be en, es or de"); // zod { error }
    expect(texts).toContain("Request body is not valid JSON"); // the handler's fixed texts
    expect(texts).not.toContain("Unauthorized");
  });

  it("has a key for each of them", () => {
    const missing = found.filter((f) => !keyed.has(f.text)).map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`);
    expect(missing).toEqual([]);
  });

  it("keeps one key per English text", () => {
    const texts = Object.values(englishErrors as Record<string, string>);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
