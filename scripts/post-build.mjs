// Runs after `next build` as part of `npm run build` (both variants): records
// what the build is and the hashes of every pre-rendered page's inline scripts,
// so that proxy.ts can allow exactly those scripts and nothing else inline, and
// puts V8's compile hint on the scripts those pages load at start
// (scripts/compile-hints.mjs).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  deploymentEnvironment,
  publicSettingsFile,
} from "../lib/deployment.mjs";
import {
  inlineScriptHashes,
  manifestFile,
  routeOfHtmlFile,
} from "../lib/script-hashes.mjs";
import { distDir, staticFile, variantFile } from "./built-pages.mjs";
import { startupScripts, withCompileHint } from "./compile-hints.mjs";

const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
const appDir = path.join(distDir, "server", "app");

/** @type {Record<string, string[]>} */
const routes = {};
const scripts = new Set();
for (const entry of readdirSync(appDir, { recursive: true })) {
  const file = String(entry).split(path.sep).join("/");
  if (!file.endsWith(".html")) continue;
  const html = readFileSync(path.join(appDir, file), "utf8");
  routes[routeOfHtmlFile(file)] = inlineScriptHashes(html);
  for (const src of startupScripts(html)) scripts.add(src);
}
if (!routes["/_not-found"]) {
  throw new Error(
    `${appDir} has no _not-found.html: is this a finished build?`,
  );
}

for (const src of scripts) {
  const file = staticFile(src);
  writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
}

writeFileSync(
  path.join(distDir, manifestFile),
  `${JSON.stringify({ buildId, routes }, null, 2)}\n`,
);
writeFileSync(
  path.join(distDir, variantFile),
  `${JSON.stringify({ buildId, environment: deploymentEnvironment(process.env) })}\n`,
);
// Public by name and by nature: these values are in the browser bundle.
const publicSettings = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key, value]) => key.startsWith("NEXT_PUBLIC_") && value,
  ),
);
writeFileSync(
  path.join(distDir, publicSettingsFile),
  `${JSON.stringify({ buildId, settings: publicSettings }, null, 2)}\n`,
);
const count = Object.values(routes).reduce((n, h) => n + h.length, 0);
console.log(
  `Hashed ${count} inline scripts of ${Object.keys(routes).length} pre-rendered pages into ${path.join(distDir, manifestFile)}; compile hint on their ${scripts.size} start-up scripts.`,
);
