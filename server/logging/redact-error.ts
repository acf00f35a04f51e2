// Error logs carry what an operator needs (what failed, where, the database's error code) and no
// data: drizzle's query errors put every bound parameter into their message, and PostgreSQL's
// `detail` and messages repeat the offending values ("Key (email)=(…)"). They stay out of the logs.
import { DrizzleQueryError } from "drizzle-orm/errors";

interface DatabaseFields {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

function databaseFields(err: unknown): DatabaseFields {
  if (!err || typeof err !== "object") return {};
  const { code, constraint, table, column } = err as Record<string, unknown>;
  const pick = (v: unknown) => (typeof v === "string" ? v : undefined);
  return { code: pick(code), constraint: pick(constraint), table: pick(table), column: pick(column) };
}

interface LoggedError extends DatabaseFields {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function redactError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: "non-error thrown", stack: "" };
  if (err instanceof DrizzleQueryError) {
    // The SQL text has placeholders ($1…), never values.
    const message = `Failed query: ${err.query}`;
    // PostgreSQL's own message may quote the value too ("invalid input syntax …: \"…\""): its
    // SQLSTATE code, constraint and table say what failed without it.
    const frames = (err.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
    return {
      type: err.name,
      message,
      ...databaseFields(err.cause),
      stack: [`${err.name}: ${message}`, ...frames].join("\n"),
    };
  }
  return { type: err.name, message: err.message, ...databaseFields(err), stack: err.stack ?? "" };
}
