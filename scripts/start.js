/* global console, process */
// `npm start`: the prebuilt server (scripts/server-bundle.js), rebuilt first when a source is
// newer than it, so `npm install && npm start` works on a fresh checkout too. Stack traces point
// at the TypeScript sources through the bundle's source maps.
import { pathToFileURL } from "node:url";
import { buildServerBundle, isServerBundleStale, serverBundle } from "./server-bundle.js";

if (isServerBundleStale()) {
  console.log("Building the server…");
  await buildServerBundle();
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
