// npm run bench:rush: bookings in a rush. 500 bookings, 50 in flight, against
// `next start` on each engine (PGlite in a new folder, and PostgreSQL from
// scripts/with-postgres.mjs), through both of the checkout's paths:
// - "JavaScript": the Server Action `sendBooking` called as the checkout
//   island calls it (React's encodeReply of [previous state, form data], with
//   the Next-Action header), answered with the action's result only;
// - "form post": the same form posted as a browser without JavaScript does
//   (the $ACTION_ fields), answered with the whole rendered page.
// Every booking requests a time window, not a slot: 500 bookings on slots
// would compete for a few Techs' free starts and mostly be "taken". A booking
// counts only when its answer carries its reference. Loopback only; mail goes
// nowhere (port 9), so the outbox's retries do not reach the answer time.
// Prints bookings/s, p50, p95 and errors per engine and path, and the server's
// CPU time per booking (its mail included), which moves less with the load of
// other programs than the rates do.
// Environment: BENCH_RUSH (500), BENCH_RUSH_IN_FLIGHT (50), BENCH_RUSH_ONLY
// ("pglite", "postgres", "js" or "form", comma-separated, to run fewer).
// BENCH_NGINX ("1,2"): instead of the engines, PostgreSQL through nginx before
// that many app servers sharing a redis-server, as npm run serve:cluster runs
// them (docs/several-servers.md), one row each; the CPU time is the servers'.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  cpuMs,
  ensureBuild,
  freePort,
  onStop,
  root,
  runScript,
  startNext,
  wholeNumber,
} from "./site-server.mjs";
import { distDir } from "../built-pages.mjs";
import { startCluster } from "./cluster.mjs";

const require = createRequire(path.join(root, "package.json"));
const {
  encodeReply,
} = require("next/dist/compiled/react-server-dom-webpack/client.node");

const count = wholeNumber("BENCH_RUSH", 500);
const inFlight = wholeNumber("BENCH_RUSH_IN_FLIGHT", 50);
const warmUp = 20;
const only = (process.env.BENCH_RUSH_ONLY ?? "").split(",").filter(Boolean);
const wanted = (name, group) =>
  !only.some((o) => group.includes(o)) || only.includes(name);

/** The fields the checkout sends for a time window (components/cart/checkout-form.tsx). */
function windowBooking() {
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return [
    ["service", "printer-installation"],
    ["firstName", "Bench"],
    ["lastName", "Mark"],
    ["phone", "(212) 555-0100"],
    ["email", "bench@example.com"],
    ["address1", "1 Main St"],
    ["address2", ""],
    ["city", "New York"],
    ["state", "NY"],
    ["zip", "10001"],
    ["booking-mode", "window"],
    ["date", date],
    ["time", "morning"],
    ["notes", ""],
    ["website", ""],
  ];
}

/** The checkout page's $ACTION_ fields, as a browser without JavaScript posts them. */
async function actionFields(url) {
  const html = await (await fetch(`${url}/checkout`)).text();
  const fields = [
    ...html.matchAll(
      /<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g,
    ),
  ].map(([, name, value = ""]) => [
    name,
    value.replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  ]);
  if (fields.length === 0)
    throw new Error("/checkout has no Server Action form");
  return fields;
}

/** The id the build gave `sendBooking`. */
function sendBookingId() {
  const manifest = JSON.parse(
    readFileSync(
      path.join(root, distDir, "server", "server-reference-manifest.json"),
      "utf8",
    ),
  );
  const found = Object.entries(manifest.node).find(
    ([, entry]) =>
      entry.exportedName === "sendBooking" &&
      entry.filename === "lib/server/actions/requests.ts",
  );
  if (!found) throw new Error("the build has no sendBooking action");
  return found[0];
}

/** How each path sends one booking and knows it was accepted. */
const paths = {
  js: {
    label: "JavaScript (Server Action)",
    async prepare() {
      const id = sendBookingId();
      const tree = encodeURIComponent(
        JSON.stringify([
          "",
          { children: ["checkout", { children: ["__PAGE__", {}] }] },
          null,
          null,
          true,
        ]),
      );
      return async (url) => {
        const form = new FormData();
        for (const [name, value] of windowBooking()) form.append(name, value);
        const body = await encodeReply([
          { status: "idle", values: {}, errors: {} },
          form,
        ]);
        const response = await fetch(`${url}/checkout`, {
          method: "POST",
          body,
          headers: {
            Accept: "text/x-component",
            "Next-Action": id,
            "Next-Router-State-Tree": tree,
            Origin: url,
          },
        });
        const text = await response.text();
        return response.ok && /"status":"sent"/.test(text);
      };
    },
  },
  form: {
    label: "form post (no JavaScript)",
    async prepare(url) {
      const fields = await actionFields(url);
      return async () => {
        const form = new FormData();
        for (const [name, value] of [...fields, ...windowBooking()]) {
          form.append(name, value);
        }
        const response = await fetch(`${url}/checkout`, {
          method: "POST",
          body: form,
          headers: { Origin: url },
        });
        const html = await response.text();
        return response.ok && /Your reference is/.test(html);
      };
    },
  },
};

/** `total` bookings with `inFlight` at a time: each one's time, and the failures. */
async function rush(book, url, total) {
  const times = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      const started = performance.now();
      let ok = false;
      try {
        ok = await book(url);
      } catch {
        ok = false;
      }
      if (ok) times.push(performance.now() - started);
      else errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { times, errors, seconds: (performance.now() - started) / 1000 };
}

const settings = {
  SMTP_URL: "smtp://127.0.0.1:9",
  FORM_RATE_LIMIT: "1000000",
};

async function measure(engine, more) {
  const { url, stop, child } = await startNext(await freePort(), {
    env: { ...settings, ...more },
  });
  const rows = await rushes(engine, url, [child.pid]);
  await stop();
  return rows;
}

/** Each path's rush against `url`, with the CPU time of the servers `pids`. */
async function rushes(engine, url, pids) {
  const cpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const rows = [];
  for (const [name, way] of Object.entries(paths)) {
    if (!wanted(name, ["js", "form"])) continue;
    const book = await way.prepare(url);
    const warm = await rush(book, url, warmUp);
    if (warm.errors > 0) {
      throw new Error(`${engine}, ${way.label}: the warm-up was refused`);
    }
    const cpuBefore = cpu();
    const { times, errors, seconds } = await rush(book, url, count);
    // The mail the last bookings queued is sent after their answers.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const cpuEach = (cpu() - cpuBefore) / count;
    times.sort((a, b) => a - b);
    const at = (q) =>
      times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? NaN;
    rows.push({
      engine,
      path: way.label,
      perSecond: times.length / seconds,
      p50: at(0.5),
      p95: at(0.95),
      errors,
      cpu: cpuEach,
    });
  }
  return rows;
}

runScript(async () => {
  const postgres = process.env.TEST_DATABASE_URL;
  if (!postgres) {
    throw new Error(
      "run through `npm run bench:rush`, which starts PostgreSQL",
    );
  }
  ensureBuild();
  const rows = [];
  const clusters = (process.env.BENCH_NGINX ?? "")
    .split(",")
    .filter(Boolean)
    .map(Number);
  for (const instances of clusters) {
    const cluster = await startCluster(instances, {
      ...settings,
      DATABASE_URL: postgres,
    });
    rows.push(
      ...(await rushes(
        `PostgreSQL, nginx + ${instances}`,
        cluster.url,
        cluster.pids,
      )),
    );
    await cluster.stop();
  }
  if (clusters.length === 0 && wanted("pglite", ["pglite", "postgres"])) {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-rush-"));
    onStop(() => rmSync(dir, { recursive: true, force: true }));
    rows.push(...(await measure("PGlite", { DATABASE_DIR: dir })));
  }
  if (clusters.length === 0 && wanted("postgres", ["pglite", "postgres"])) {
    rows.push(...(await measure("PostgreSQL", { DATABASE_URL: postgres })));
  }
  console.log(
    `\n${count} bookings (time windows), ${inFlight} in flight, after ${warmUp} to warm up:\n`,
  );
  console.log(
    "| engine | path | bookings/s | p50 | p95 | errors | server CPU per booking |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    console.log(
      `| ${r.engine} | ${r.path} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(0)} ms | ${r.p95.toFixed(0)} ms | ${r.errors} | ${r.cpu.toFixed(1)} ms |`,
    );
  }
});
