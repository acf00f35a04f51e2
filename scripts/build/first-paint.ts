// A Vite plugin that renders the first paint's frames (client/src/first-paint.tsx) once the client is
// built: it builds that module for Node with Vite (the catalogues use import.meta.glob), runs it, and
// writes the frames beside the build's manifest (common/first-paint.ts), where the server reads them.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig } from "vite";
import react from "@vitejs/plugin-react";
import { FIRST_PAINT_FILE, type FirstPaints } from "../../common/first-paint.js";

const ENTRY = "src/first-paint.tsx";

export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "vowch-first-paint",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // Inside node_modules so the rendered module's own imports (React, i18next) resolve from here.
      const outDir = path.resolve(config.root, "../node_modules/.cache/vowch-first-paint");
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: "warn",
        plugins: [react()],
        resolve: { alias: config.resolve.alias },
        build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false, copyPublicDir: false },
      });
      const built = (await import(pathToFileURL(path.join(outDir, "first-paint.js")).href)) as {
        renderFirstPaints: () => FirstPaints;
      };
      const file = path.resolve(config.root, config.build.outDir, FIRST_PAINT_FILE);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(built.renderFirstPaints()));
    },
  };
}
