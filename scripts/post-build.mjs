// Runs after `next build` as part of `npm run build` (both variants): inlines
// the stylesheet in every pre-rendered page (scripts/inline-stylesheet.mjs),
// records what the build is and the hashes of every pre-rendered page's inline
// scripts and styles, so that proxy.ts can allow exactly those and nothing else
// inline, and puts V8's compile hint on the scripts those pages load at start
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
import { publicPath } from "../lib/i18n/tree-paths.mjs";
import { distDir, staticFile, variantFile } from "./built-pages.mjs";
import { startupScripts, withCompileHint } from "./compile-hints.mjs";
import {
  inlineStyleHashes,
  inlineStylesheet,
  isFrameworkErrorDocument,
  stylesheetLinks,
} from "./inline-stylesheet.mjs";

const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
const appDir = path.join(distDir, "server", "app");

/** @type {Map<string, string>} */
const stylesheets = new Map();
const readCss = (/** @type {string} */ href) => {
  let css = stylesheets.get(href);
  if (css === undefined) {
    css = readFileSync(staticFile(href), "utf8");
    stylesheets.set(href, css);
  }
  return css;
};

/** @type {Record<string, string[]>} */
const routes = {};
const styles = new Set();
const scripts = new Set();
let inlined = 0;
for (const entry of readdirSync(appDir, { recursive: true })) {
  const file = String(entry).split(path.sep).join("/");
  if (!file.endsWith(".html")) continue;
  const where = path.join(appDir, file);
  let html = readFileSync(where, "utf8");
  // Every page but Next.js's own error documents must have one link to inline:
  // a page with none or two would wait for a stylesheet again, so the build fails.
  if (!isFrameworkErrorDocument(html) || stylesheetLinks(html).length > 0) {
    try {
      const rewritten = inlineStylesheet(html, readCss).html;
      if (rewritten !== html) writeFileSync(where, rewritten);
      html = rewritten;
      inlined++;
    } catch (error) {
      throw new Error(`${where}: ${/** @type {Error} */ (error).message}`);
    }
  }
  // Keyed by the address proxy.ts is asked for, not the file's place in app/[locale].
  routes[publicPath(routeOfHtmlFile(file))] = inlineScriptHashes(html);
  for (const hash of inlineStyleHashes(html)) styles.add(hash);
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
  `${JSON.stringify({ buildId, routes, styles: [...styles] }, null, 2)}\n`,
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
  `Inlined ${[...stylesheets.keys()].join(", ")} in ${inlined} pre-rendered pages. Hashed ${count} inline scripts of ${Object.keys(routes).length} pre-rendered pages and ${styles.size} inline styles into ${path.join(distDir, manifestFile)}; compile hint on their ${scripts.size} start-up scripts.`,
);
