// Conventions: a console.error or an unhandled rejection fails the test that caused it.
// The API projects run their files one after another in the same worker (isolate: false in
// vitest.config.ts), which runs this file again before each of them: the console and process
// hooks are installed once per worker, the check after each test is registered per file.
import { afterEach } from "vitest";

const STATE = Symbol.for("vowch.strict-console");
type Holder = { [STATE]?: unknown[][] };
const holder = globalThis as Holder;

const errors =
  holder[STATE] ??
  (() => {
    const collected: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      collected.push(args);
      original(...args);
    };
    process.on("unhandledRejection", (reason) => {
      throw reason instanceof Error ? reason : new Error(String(reason));
    });
    holder[STATE] = collected;
    return collected;
  })();
// What an earlier file logged after its last test was never checked before either.
errors.length = 0;

afterEach(() => {
  if (errors.length) {
    const first = errors[0]!.map(String).join(" ");
    errors.length = 0;
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
