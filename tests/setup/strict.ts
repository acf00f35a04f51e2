// Conventions: a console.error or an unhandled rejection fails the test that caused it.
import { afterEach } from "vitest";

const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  if (errors.length) {
    const first = errors[0]!.map(String).join(" ");
    errors.length = 0;
    throw new Error(`console.error was called during the test: ${first}`);
  }
});

process.on("unhandledRejection", (reason) => {
  throw reason instanceof Error ? reason : new Error(String(reason));
});
