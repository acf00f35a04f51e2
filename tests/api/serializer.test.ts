// Every route's answer is written by its compiled serializer (server/plugins/serializer.ts): no
// response schema falls back to zod's per-answer re-check.
import { afterAll, beforeAll, expect, it } from "vitest";
import { zodSerializedRoutes } from "../../server/plugins/serializer";
import { buildTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it("compiles every route's response schema", () => {
  expect(zodSerializedRoutes).toEqual([]);
});
