import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import drizzle from "eslint-plugin-drizzle";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import i18next from "eslint-plugin-i18next";
import { readdirSync } from "node:fs";

// Architecture as lint (conventions): import boundaries between client, server and common, and
// inside the client (ui primitives → features → pages; a feature reaches another feature only
// through its api/ or lib/); no import cycles; every drizzle update/delete has a where.
// The type-aware rules (typescript-eslint's recommendedTypeChecked beyond recommended) run in oxlint
// on TypeScript 7 (.oxlintrc.json, `npm run lint`): ESLint here parses without a type program.

/** Import patterns (gitignore syntax) with the reason shown in the lint message. */
const SERVER = { group: ["**/server/**"], message: "The client never imports the server." };
const CLIENT = { group: ["@/*", "**/client/**"], message: "Only the client imports the client." };
const PAGES = {
  group: ["@/pages", "@/pages/*", "**/pages/**", "@/app", "@/app-routes"],
  message: "Features import no page (pages compose features).",
};
const FEATURES = { group: ["@/features/*", "**/features/**"], message: "UI primitives import no feature." };
const APP_LEVEL = {
  // lib holds the app's data layer (api client, query client, session); ui may use only lib/utils,
  // lib/i18n and lib/use-translation (a primitive's own words, and a form's validation message, are
  // translated).
  group: ["@/components/layout/*", "@/components/brand/*", "@/lib/*", "!@/lib/utils", "!@/lib/i18n", "!@/lib/use-translation"],
  message: "UI primitives import only other primitives, hooks, lib/utils, lib/i18n and lib/use-translation.",
};
/** One hook for translations: react-i18next's copies the i18next instance for every component. */
const ONE_TRANSLATION_HOOK = {
  name: "react-i18next",
  importNames: ["useTranslation", "withTranslation", "Translation"],
  message: "Use useTranslation from @/lib/use-translation (one shared t per language and namespace).",
};
const restrict = (...patterns) => ["error", { patterns, paths: [ONE_TRANSLATION_HOOK] }];

/**
 * One zone per client feature: it may import another feature's api/ (queries, mutations) and lib/
 * (plain logic), nothing else of it; pieces two features share live in components/, hooks/ or lib/.
 * The imports are resolved, so relative paths are held too.
 */
const FEATURES_DIR = "client/src/features";
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `${FEATURES_DIR}/${feature}`,
  from: features.filter((other) => other !== feature).map((other) => `${FEATURES_DIR}/${other}`),
  except: ["./api", "./lib"],
  message: "A feature imports another feature only through its api/ or lib/.",
}));

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "test-results/", "migrations/", ".tmp/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
      // A type-only import says so (`import type { … }`): the bundler drops it whole, and a reader
      // sees that nothing runs from the module.
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    // Import cycles anywhere (client, common, server, scripts, tests). Resolution follows the
    // tsconfig paths (@/, @common/); packages are not followed, which keeps the rule cheap.
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.base.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // User text lives in the catalogues (common/locales), English included: JSX text and the
    // attributes people read or hear are keys, never literals.
    files: ["client/src/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: ["aria-label", "aria-description", "placeholder", "title", "alt", "label", "description"],
          },
        },
      ],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-imports": restrict(SERVER),
    },
  },
  {
    files: ["client/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(SERVER, PAGES),
      "import-x/no-restricted-paths": ["error", { zones: featureZones }],
    },
  },
  {
    // Components two features share (badges, avatars, form fields, dialogs) take their data as props.
    files: ["client/src/components/{shared,form,dialogs,brand}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(SERVER, PAGES, { ...FEATURES, message: "Shared components import no feature." }),
    },
  },
  {
    files: ["client/src/components/ui/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(SERVER, PAGES, FEATURES, APP_LEVEL) },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(
        { ...CLIENT, message: "common imports neither client nor server." },
        { ...SERVER, message: "common imports neither client nor server." },
      ),
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": restrict({ ...CLIENT, message: "The server never imports the client." }) },
  },
  {
    // One 404 per kind of record, spelled once: providers/exists.ts and projects/access.ts.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts", "server/features/providers/exists.ts", "server/features/projects/access.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value='Provider not found']",
          message: "Use providerNotFound() or providerIdParams from server/features/providers/exists.ts.",
        },
        {
          selector: "Literal[value='Project not found']",
          message: "Use projectNotFound() from server/features/projects/access.ts.",
        },
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
