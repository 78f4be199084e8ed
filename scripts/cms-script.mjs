// node --conditions=react-server scripts/cms-script.mjs ENTRY.mts [ARGS…]
//
// Runs a script that starts the CMS. tsx cannot: this checkout is CommonJS
// by its package.json, so tsx loads our TypeScript as CommonJS, and Payload's
// ES modules required from it are rewritten on the way in, which breaks
// their default imports (Payload's `@next/env` one). esbuild bundles the
// script and our modules as one ES module instead, leaving every package
// to Node, which loads Payload as it ships.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("Usage: node scripts/cms-script.mjs ENTRY [ARGS…]");
  process.exit(2);
}
const outfile = path.resolve(
  "node_modules/.cache/cms-scripts",
  `${path.basename(entry).replace(/\.m?ts$/, "")}.mjs`,
);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  conditions: ["react-server"],
  // Next.js's subpaths have no exports map, which Node's ES loader needs.
  alias: { "next/cache": "next/cache.js", "next/headers": "next/headers.js" },
  logLevel: "warning",
});
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
