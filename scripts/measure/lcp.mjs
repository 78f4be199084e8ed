// npm run lcp -- /checkout /: the largest contentful paint of pages under
// Lighthouse's devtools throttling (the browser really slowed down, as in
// Chrome's DevTools, not simulated), in Debian's Chromium, against the
// production build served on loopback (built first when stale), in turns with
// the floor: a bare Next.js page of the same version (scripts/measure/bare-next.mjs),
// so load from other programs falls on both alike. LCP_RUNS (default 5) runs a
// page; the median is printed. LCP_AGAINST=<folder>[,…] also serves the build
// of other checkouts (e.g. worktrees of older commits, built there) in the same
// turns.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import { ensureBareNext } from "./bare-next.mjs";
import {
  ensureBuild,
  env,
  freePort,
  root,
  runScript,
  startNext,
  wholeNumber,
} from "./site-server.mjs";

const lighthouse = path.join(
  root,
  "node_modules/@lhci/cli/node_modules/lighthouse/cli/index.js",
);
const runs = wholeNumber("LCP_RUNS", 5);
const pages = process.argv.slice(2);
const against = process.env.LCP_AGAINST;

/** One Lighthouse run of `url`: its LCP in milliseconds. */
function lcpOf(url, out) {
  const run = spawnSync(
    process.execPath,
    [
      lighthouse,
      url,
      "--throttling-method=devtools",
      "--only-categories=performance",
      "--form-factor=mobile",
      `--chrome-flags=--headless=new ${chromiumArgs.join(" ")}`,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    { env: { ...env, CHROME_PATH: chromiumPath }, stdio: "inherit" },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(out, "utf8"));
  const element =
    report.audits["largest-contentful-paint-element"]?.details?.items?.[0]
      ?.items?.[0]?.node?.snippet;
  return {
    ms: report.audits["largest-contentful-paint"].numericValue,
    element: element ?? "?",
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

runScript(async () => {
  if (pages.length === 0) {
    throw new Error("name the pages: npm run lcp -- /checkout /");
  }
  ensureBuild();
  const sites = [{ name: "this build", url: "" }];
  for (const dir of against?.split(",") ?? []) {
    sites.push({ name: dir, url: "", dir });
  }
  // The floor's one page, whatever page of the site is measured beside it.
  sites.push({
    name: "bare Next.js page",
    url: "",
    dir: ensureBareNext(),
    page: "/",
  });
  const folder = mkdtempSync(path.join(tmpdir(), "lcp-"));
  try {
    // Each server with an embedded database of its own.
    for (const [index, site] of sites.entries()) {
      const port = await freePort();
      await startNext(port, {
        dir: site.dir,
        env: { DATABASE_DIR: path.join(folder, `database-${index}`) },
      });
      site.url = `http://127.0.0.1:${port}`;
    }
    console.log(
      `\nLCP, devtools throttling (mobile), median of ${runs} runs:\n`,
    );
    console.log(`| page | ${sites.map((site) => site.name).join(" | ")} |`);
    console.log(`| --- | ${sites.map(() => "---").join(" | ")} |`);
    for (const page of pages) {
      const times = sites.map(() => []);
      for (let run = 0; run < runs; run++) {
        sites.forEach((site, index) => {
          times[index].push(
            lcpOf(
              `${site.url}${site.page ?? page}`,
              path.join(folder, "report.json"),
            ),
          );
        });
      }
      console.log(
        `| \`${page}\` | ${times.map((each) => `${Math.round(median(each.map((run) => run.ms)))} ms`).join(" | ")} |`,
      );
      // What the largest paint was, in each build's last run.
      for (const [index, site] of sites.entries()) {
        console.log(`  ${site.name}: ${times[index].at(-1).element}`);
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
