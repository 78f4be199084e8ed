// npm run audit:security: the MDN HTTP Observatory's scanner (the same code as
// the public service) against the production server on loopback. Fails unless
// every test passes except the two that need TLS, reported as not applicable.
// Environment: AUDIT_PORT (default: a free port).
import fs from "node:fs";
import path from "node:path";
import { scan } from "@mdn/mdn-http-observatory";
import {
  ensureBuild,
  freePort,
  root,
  runScript,
  startNext,
  stopAll,
  wholeNumber,
} from "./site-server.mjs";

/** Tests that judge HTTPS (the redirect to it, HSTS): a loopback server has no TLS. */
const needTls = new Set(["redirection", "strict-transport-security"]);

/**
 * The scanner reads Chrome's HSTS preload list from conf/hsts-preload.json in
 * its package, a file its install script downloads; install scripts are off
 * (.npmrc) and the network may be too. Only the HSTS test reads the list, and
 * 127.0.0.1 is on no list, so when the file is missing this writes the empty
 * list in its place: the one file the package's own install step would have
 * written, and nothing else in the process changes.
 */
function ensurePreloadList() {
  const packageDir = path.dirname(
    path.dirname(
      new URL(import.meta.resolve("@mdn/mdn-http-observatory")).pathname,
    ),
  );
  const preloadList = path.join(packageDir, "conf", "hsts-preload.json");
  if (fs.existsSync(preloadList)) return;
  fs.writeFileSync(preloadList, "{}\n");
  console.log(
    `Wrote an empty HSTS preload list to ${path.relative(root, preloadList)} (the package's install step was skipped).`,
  );
}

async function main() {
  ensureBuild();
  ensurePreloadList();
  const port = process.env.AUDIT_PORT
    ? wholeNumber("AUDIT_PORT", 0)
    : await freePort();
  await startNext(port);
  const { scan: summary, tests } = await scan(`127.0.0.1:${port}`);
  stopAll();

  const rows = Object.entries(tests).map(([name, test]) => ({
    name,
    pass: test.pass,
    result: test.result,
    score: test.scoreModifier,
    status: needTls.has(name)
      ? "not applicable (no TLS locally)"
      : test.pass
        ? "pass"
        : "FAIL",
  }));
  const failed = rows.filter((row) => row.status === "FAIL");
  const lines = rows.map(
    (row) =>
      `| ${row.name} | ${row.status} | ${row.result} | ${row.score > 0 ? "+" : ""}${row.score} |`,
  );
  const markdown = `# MDN HTTP Observatory scan

The scanner of @mdn/mdn-http-observatory against \`next start\` on 127.0.0.1 (${root}).
Grade ${summary.grade}, score ${summary.score} (the local grade counts the missing TLS
against the site; behind HTTPS the two TLS tests are judged on the deployment).

| Test | Status | Result | Score |
| --- | --- | --- | --- |
${lines.join("\n")}

${failed.length ? `**${failed.length} test(s) fail: ${failed.map((r) => r.name).join(", ")}.**` : "Every test that a local server can pass, passes."}
`;
  const reportDir = path.join(root, "reports");
  fs.mkdirSync(reportDir, { recursive: true });
  fs.writeFileSync(path.join(reportDir, "security.md"), markdown);
  console.log(`\n${markdown}\nWritten to reports/security.md.`);
  process.exitCode = failed.length ? 1 : 0;
}

runScript(main);
