// The floor the measurements compare the site with: a bare Next.js app of the
// project's own Next.js version (from its node_modules), one page holding one
// <h1>, no stylesheet and no script of its own. Written into .next-bare/ (ignored
// like every .next-* folder) and built there once; rebuilt when its files or
// the Next.js version change. `npm run lcp` measures it in turns with the site,
// `npm run bench:load` beside it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { nextBin, root, run } from "./site-server.mjs";

export const bareDir = path.join(root, ".next-bare");

const files = {
  // Its own, empty: Next.js would otherwise look up the folders for the site's
  // config and build in the site's instrumentation.ts (its database and
  // periodic work).
  "next.config.mjs": "export default {};\n",
  "instrumentation.js": "export function register() {}\n",
  "app/layout.jsx": `export const metadata = { title: "A bare Next.js page" };

export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return <h1>A bare Next.js page</h1>;
}
`,
};

const nextVersion = () =>
  JSON.parse(
    readFileSync(path.join(root, "node_modules/next/package.json"), "utf8"),
  ).version;

/**
 * The bare app's folder, built with this Next.js: for `next start <folder>`.
 * @returns {string}
 */
export function ensureBareNext() {
  const stamp = path.join(bareDir, ".next", "made-from.json");
  const wanted = JSON.stringify({ next: nextVersion(), files });
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) {
    return bareDir;
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(bareDir, file)), { recursive: true });
    writeFileSync(path.join(bareDir, file), text);
  }
  console.log("Building the bare Next.js page (.next-bare/)...");
  run(process.execPath, [nextBin, "build"], { cwd: bareDir });
  writeFileSync(stamp, wanted);
  return bareDir;
}
