// The fixed English messages the API can send, read from the source with TypeScript's own parser:
// the messages of the AppError helpers (server/errors.ts) and of `new AppError(…)`, the zod
// schemas' `error:`/`message:` texts and their methods' message arguments, and the error
// handler's fixed texts. A message built from values (a template literal with `${…}`) is not
// fixed: it keeps its English only. Used by error-keys.test.ts; not part of the running server.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const HELPERS: Record<string, number> = {
  badRequest: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 1,
  tooLarge: 0,
  unsupportedType: 0,
  tooManyRequests: 0,
  tooComplex: 0,
  busy: 0,
};
/** zod methods whose string argument (or `{ error | message }`) is the message of their check. */
const ZOD_METHODS = new Set([
  "min",
  "max",
  "length",
  "regex",
  "email",
  "url",
  "uuid",
  "refine",
  "superRefine",
  "nonempty",
  "int",
  "positive",
  "nonnegative",
  "gt",
  "gte",
  "lt",
  "lte",
  "multipleOf",
  "startsWith",
  "endsWith",
  "includes",
  "trim",
]);
/** The signed-out answer stays exactly {"message":"Unauthorized"} in every language. */
const NEVER = new Set(["Unauthorized"]);
/** Not answers: the environment's checks at start-up, and this reader itself. */
const SKIPPED = [path.join("server", "config.ts"), path.join("server", "i18n") + path.sep];

export interface FoundMessage {
  text: string;
  file: string;
  line: number;
}

function sourceFiles(root: string, dirs: string[]): string[] {
  const files: string[] = [];
  for (const dir of dirs) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })) {
      const file = path.join(dir, entry);
      if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry) || entry.endsWith(".d.ts")) continue;
      if (!SKIPPED.some((skipped) => file === skipped || file.startsWith(skipped))) files.push(file);
    }
  }
  return files.sort();
}

/** A fixed text: a string literal or a template literal without substitutions. */
const fixedText = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

const calleeName = (call: ts.CallExpression): string | null => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
};

/**
 * Every fixed message in server/** and common/** (tests left out). Identifiers passed as a message
 * are resolved when a `const NAME = "…"` of that name exists anywhere in those folders.
 */
export function fixedErrorMessages(root: string): FoundMessage[] {
  const files = sourceFiles(root, ["server", "common"]).map((file) => ({
    file,
    source: ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true),
  }));
  const constants = new Map<string, string>();
  for (const { source } of files) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
        const text = fixedText(node.initializer);
        if (text !== null) constants.set(node.name.text, text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const found: FoundMessage[] = [];
  for (const { file, source } of files) {
    const isErrorsModule = file === path.join("server", "errors.ts");
    const isHandler = file === path.join("server", "plugins", "errors.ts");
    const inZod = /from "zod"/.test(source.text);
    const add = (node: ts.Node | undefined) => {
      if (!node) return;
      const text = fixedText(node) ?? (ts.isIdentifier(node) ? (constants.get(node.text) ?? null) : null);
      // An error code ("VALIDATION_FAILED") or a prefix ("FST_", "image/") is not a message.
      if (text === null || text.trim() === "" || /^[A-Z_]+$|^[a-z]+\/$/.test(text) || NEVER.has(text)) return;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ text, file, line });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        if (name !== null && name in HELPERS && ts.isIdentifier(node.expression)) add(node.arguments[HELPERS[name]!]);
        if (inZod && name !== null && ZOD_METHODS.has(name))
          for (const arg of node.arguments) if (fixedText(arg) !== null) add(arg);
      }
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "AppError")
        add(node.arguments?.[1]);
      // zod's `{ error: "…" }` / `{ message: "…" }` (and `ctx.addIssue({ message })`); the handler's own texts.
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        (node.name.text === "error" || node.name.text === "message") &&
        (inZod || isHandler || /addIssue|issues/.test(node.parent.parent?.getText(source).slice(0, 40) ?? ""))
      )
        add(node.initializer);
      // The helpers' default messages ("Forbidden", "Not found").
      if (isErrorsModule && ts.isParameter(node)) add(node.initializer);
      // The handler's fallbacks: `?? "Invalid value"`, `|| "Bad Request"`, and its fixed answers.
      if (
        isHandler &&
        ts.isBinaryExpression(node) &&
        (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
      )
        add(node.right);
      if (isHandler && ts.isCallExpression(node) && calleeName(node) === "sendError") add(node.arguments[2]);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
