import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import drizzle from "eslint-plugin-drizzle";

// Architecture as lint (conventions): ui primitives import no feature, the client never imports
// the server, common imports neither; every drizzle update/delete has a where.
export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "test-results/", "migrations/", ".tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "../server/*"], message: "The client never imports the server." }] }],
    },
  },
  {
    files: ["client/src/components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/features/*", "@/pages/*", "**/server/**"], message: "UI primitives import no feature." }] },
      ],
    },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "**/client/**", "@/*"], message: "common imports neither client nor server." }] },
      ],
    },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    plugins: { drizzle },
    rules: {
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
    },
  },
);
