import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./errors";

// What drizzle throws when the driver fails: its own error with the driver's in `cause`.
const driverError = (code: string) =>
  Object.assign(new Error("Failed query: update …"), { cause: Object.assign(new Error("db said no"), { code }) });

async function answerFor(thrown: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.post("/w", () => {
    throw thrown;
  });
  const res = await app.inject({ method: "POST", url: "/w" });
  await app.close();
  return res;
}

describe("the error handler and transactions the database aborted", () => {
  it.each([
    ["a deadlock", "40P01"],
    ["a serialization failure", "40001"],
  ])("answers %s as 503 TRY_AGAIN with Retry-After, not a 500", async (_what, code) => {
    const res = await answerFor(driverError(code));
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("1");
    expect(res.json()).toMatchObject({ code: "TRY_AGAIN", message: "Another change got in the way. Please try again." });
  });

  it("keeps any other database failure a plain 500 without its text", async () => {
    const res = await answerFor(driverError("23505"));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: "INTERNAL", message: "Internal Server Error" });
  });
});
