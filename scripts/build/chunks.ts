// How the build groups the client's modules into chunks. Left to itself, Rolldown gave every set
// of screens sharing a module its own chunk: about 200 files, and a project's screen fetched 70
// of them. The groups below keep a screen at a handful of script requests after the entry while
// the landing page and Home download no more than before (tests/e2e/budget.test.ts):
// - "index": everything the entry imports statically (Rolldown's `$initial` tag), one file;
// - "pwa": the service worker's registration with workbox-window, which it imports on demand;
// - "routes": what the signed-in route table needs (every signed-in screen loads it first);
// - "home": what Home needs beyond that, so Home downloads nothing it does not use;
// - "home-later": what Home loads on demand as it renders (its cards and task rows), one file;
// - "icons": the other icons of the signed-in screens (about 7 KB gzip, one request);
// - "forms": what two or more chunks use to show a form: zod, react-hook-form, the shared schemas,
//   the app's modules that import them, and the phone-number parser the schemas check typed numbers
//   with (libphonenumber, about 30 KB gzip; the screens dial the number the server kept, `phoneKey`).
//   A screen that opens its forms in dialogs (Providers) does not load them before it renders.
//   Its members' other dependencies stay where they are
//   (`includeDependenciesRecursively: false`), or Button and Dialog would follow them in and every
//   screen would need the chunk; tests/e2e/budget.test.ts checks the chunks import no cycle;
// - "shared": the rest of what two or more chunks use;
// - each screen and each lazy dialog keeps its own chunk, and what is big and rare stays apart:
//   chart.js (the Money screen's chart), passkeys (@simplewebauthn), the password meter.
import fs from "node:fs";
import type { Plugin } from "vite";

type CodeSplitting = {
  groups: Array<{
    name: string;
    priority: number;
    test?: RegExp | ((id: string) => boolean);
    tags?: ["$initial"];
    minShareCount?: number;
    includeDependenciesRecursively?: boolean;
  }>;
};

const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/;
const RARE = /chart\.js|spending-chart|@simplewebauthn|zxcvbn/;
/** The phone-number parser and the app's one module that calls it (common/phone.ts). */
const PHONE = /[\\/]node_modules[\\/]libphonenumber-js[\\/]|[\\/]common[\\/]phone\.ts$/;
/** Loaded after the page's load event (main.tsx): the service worker's registration. */
const PWA = /[\\/]client[\\/]src[\\/]lib[\\/]pwa[\\/]register\.ts$|[\\/]workbox-window[\\/]|pwa-register/;
const SOURCE = /[\\/](client[\\/]src|common)[\\/].*\.tsx?$/;
const ROUTES_ROOT = /[\\/]client[\\/]src[\\/]signed-in-routes\.tsx$/;
const HOME_ROOT = /[\\/]client[\\/]src[\\/]pages[\\/]home\.tsx$/;
/** What Home loads on demand as it renders (its cards and rows), as one chunk after Home's own. */
const HOME_LATER_ROOTS =
  /[\\/]client[\\/]src[\\/](features[\\/]home-items[\\/]who-to-call-card|features[\\/]invites[\\/](getting-started|invite-button)|pages[\\/]home-task-row)\.tsx$/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
/** The form libraries and the schemas they check with. */
const FORM_LIBRARIES = /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|[\\/]common[\\/]schemas[\\/]/;

/** "ChevronRight" → "chevron-right", "Share2" → "share-2": the icon's file in lucide-react. */
const iconFile = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])(\d)/g, "$1-$2")
    .toLowerCase();

interface Reach {
  modules: Set<string>;
  icons: Set<string>;
}

/**
 * The chunk groups and the plugin that fills them: after the module graph is built, it walks the
 * app's own sources statically imported from the route table and from Home (not through
 * packages, whose barrel files would drag in every export), and reads which icons they import.
 */
export function chunkGroups(): { plugin: Plugin; codeSplitting: CodeSplitting } {
  const lazy = new Set<string>();
  const routes: Reach = { modules: new Set(), icons: new Set() };
  const home: Reach = { modules: new Set(), icons: new Set() };
  const later: Reach = { modules: new Set(), icons: new Set() };
  /** The app's modules that need the form libraries, directly or through another such module. */
  const formModules = new Set<string>();
  const within =
    (reach: Reach, lazyToo = false) =>
    (id: string) => {
      if (lazy.has(id) && !lazyToo) return false;
      const icon = ICON.exec(id);
      return icon ? reach.icons.has(icon[1]!) : reach.modules.has(id);
    };
  const plugin: Plugin = {
    name: "vowch-chunk-groups",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** Each module's static imports (what it needs before it runs). */
      const staticImports = new Map<string, string[]>();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        const dynamic = new Set(info?.dynamicallyImportedIds ?? []);
        staticImports.set(
          id,
          (info?.importedIds ?? []).filter((target) => !dynamic.has(target)),
        );
        for (const target of dynamic) lazy.add(target);
      }
      // Loaded on demand only: a module some chunk also imports statically (a dialog a screen
      // shows at once) may join a group like any other.
      for (const targets of staticImports.values()) for (const target of targets) lazy.delete(target);
      const walk = (root: RegExp, reach: Reach) => {
        const stack = ids.filter((id) => root.test(id));
        while (stack.length) {
          const id = stack.pop()!;
          if (reach.modules.has(id) || !SOURCE.test(id)) continue;
          reach.modules.add(id);
          stack.push(...(staticImports.get(id) ?? []));
          for (const [, names] of fs.readFileSync(id, "utf8").matchAll(LUCIDE_IMPORT)) {
            for (const name of names!.split(",")) {
              const imported = name
                .trim()
                .split(/\s+as\s+/)[0]!
                .replace(/^type\s+/, "");
              if (imported) reach.icons.add(iconFile(imported.replace(/Icon$/, "")));
            }
          }
        }
      };
      // The app's modules that import a form library, then those that import them, and so on.
      const importers = new Map<string, string[]>();
      for (const [id, targets] of staticImports) {
        if (!SOURCE.test(id) || FORM_LIBRARIES.test(id)) continue;
        for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), id]);
      }
      const queue = ids.filter((id) => FORM_LIBRARIES.test(id));
      while (queue.length) {
        for (const importer of importers.get(queue.pop()!) ?? []) {
          if (formModules.has(importer)) continue;
          formModules.add(importer);
          queue.push(importer);
        }
      }
      walk(ROUTES_ROOT, routes);
      walk(HOME_ROOT, home);
      walk(HOME_LATER_ROOTS, later);
    },
  };
  return {
    plugin,
    codeSplitting: {
      groups: [
        { name: "index", priority: 10, tags: ["$initial"] },
        // The service worker's registration and the library it imports on demand, one request.
        { name: "pwa", priority: 9, test: PWA },
        { name: "home", priority: 8, test: within(home) },
        { name: "routes", priority: 7, test: within(routes) },
        { name: "home-later", priority: 6, test: within(later, true) },
        { name: "icons", priority: 5, test: (id) => ICON.test(id) && !lazy.has(id) },
        {
          name: "forms",
          priority: 4,
          minShareCount: 2,
          includeDependenciesRecursively: false,
          // The phone parser too: the schemas check typed numbers with it, and without this group
          // "shared" would take it in with the profile's fields that import it.
          test: (id) => FORM_LIBRARIES.test(id) || formModules.has(id) || PHONE.test(id),
        },
        { name: "shared", priority: 3, minShareCount: 2, test: (id) => !lazy.has(id) && !RARE.test(id) },
      ],
    },
  };
}
