// npm run bench:requests: how long the server takes to accept a booking, kept
// in the database before the visitor sees the reference, on the embedded
// engine (PGlite) and on PostgreSQL (a throwaway Debian cluster from
// scripts/with-postgres.mjs). 200 bookings one after another per engine, after
// 10 to warm up; p50 and p95 of the time to the answer, and the server's
// resident memory before and after. Loopback only; mail goes nowhere (port 9),
// so the outbox's retries do not reach the answer time.
// Environment: BENCH_REQUESTS (default 200).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  ensureBuild,
  freePort,
  onStop,
  runScript,
  startNext,
  wholeNumber,
} from "./site-server.mjs";

const count = wholeNumber("BENCH_REQUESTS", 200);
const warmUp = 10;

/** `next start` with its own settings; its URL, process id and time to answer. */
async function startSite(settings) {
  const started = performance.now();
  const { url, child, stop } = await startNext(await freePort(), {
    env: {
      SMTP_URL: "smtp://127.0.0.1:9",
      FORM_RATE_LIMIT: "1000000",
      ...settings,
    },
  });
  return { url, pid: child.pid, stop, startMs: performance.now() - started };
}

/** Resident memory of a process, in MB. */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** The checkout page's Server Action fields, as a browser without JavaScript posts them. */
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

function booking(fields) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  for (const [name, value] of Object.entries({
    firstName: "Bench",
    lastName: "Mark",
    phone: "(212) 555-0100",
    email: "bench@example.com",
    address1: "1 Main St",
    city: "New York",
    state: "NY",
    zip: "10001",
    date,
    time: "morning",
    service: "printer-installation",
  })) {
    form.append(name, value);
  }
  return form;
}

async function measure(label, settings) {
  const site = await startSite(settings);
  const fields = await actionFields(site.url);
  const before = residentMb(site.pid);
  const times = [];
  for (let i = 0; i < warmUp + count; i++) {
    const started = performance.now();
    const response = await fetch(`${site.url}/checkout`, {
      method: "POST",
      body: booking(fields),
      headers: { Origin: site.url },
    });
    const html = await response.text();
    if (!response.ok || !/Your reference is/.test(html)) {
      throw new Error(
        `${label}: booking ${i + 1} was not accepted (${response.status})`,
      );
    }
    if (i >= warmUp) times.push(performance.now() - started);
  }
  const after = residentMb(site.pid);
  // The next measure may open the same folder, which a running server locks.
  await site.stop();
  times.sort((a, b) => a - b);
  const at = (q) =>
    times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return {
    label,
    start: site.startMs,
    p50: at(0.5),
    p95: at(0.95),
    before,
    after,
  };
}

runScript(async () => {
  const postgres = process.env.TEST_DATABASE_URL;
  if (!postgres) {
    throw new Error(
      "run through `npm run bench:requests`, which starts PostgreSQL",
    );
  }
  ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
  onStop(() => rmSync(dir, { recursive: true, force: true }));
  const rows = [
    await measure("embedded (PGlite, new folder)", { DATABASE_DIR: dir }),
    await measure("embedded (PGlite, existing folder)", { DATABASE_DIR: dir }),
    await measure("PostgreSQL 15", { DATABASE_URL: postgres }),
  ];
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(
    `\n${count} bookings each, one at a time, after ${warmUp} to warm up:\n`,
  );
  console.log(
    "| database | server ready | p50 | p95 | memory before | memory after |",
  );
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${ms(r.start)} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.before.toFixed(0)} MB | ${r.after.toFixed(0)} MB |`,
    );
  }
});
