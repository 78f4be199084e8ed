// npm run bench:search: how long the staff desk's search takes with 10,000
// bookings and 2,000 contact messages in the database, on the embedded
// engine (PGlite, in memory) and on PostgreSQL (a throwaway Debian cluster
// from scripts/with-postgres.mjs). It calls searchDesk, the function the
// search page calls, with a mix of what a dispatcher types: a reference with
// either prefix, a whole phone number, its last four digits, a name's start,
// a first and last name, an e-mail's start, and a state with a date range.
// 20 searches to warm up, then BENCH_SEARCHES (default 300) per engine;
// p50 and p95 of each search's time.
// Run with tsx, which reads the TypeScript modules and the "@/" paths.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase } from "@/lib/server/db/client";
import { bookings, messages } from "@/lib/server/db/schema";
import { searchDesk } from "@/lib/server/desk/search";

const bookingCount = 10_000;
const messageCount = 2_000;
const searches = Number(process.env.BENCH_SEARCHES || 300);
const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const firstNames = [
  "Ada",
  "Grace",
  "Alan",
  "Katherine",
  "Linus",
  "Margaret",
  "Tim",
  "Radia",
  "Dennis",
  "Barbara",
  "Ken",
  "Frances",
  "Núñez",
  "Edsger",
  "Hedy",
];
const lastNames = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Johnson",
  "Torvalds",
  "Hamilton",
  "Berners-Lee",
  "Perlman",
  "Ritchie",
  "Liskov",
  "Thompson",
  "Allen",
  "García",
  "Dijkstra",
  "Lamarr",
];
const statuses = [
  "requested",
  "confirmed",
  "completed",
  "no_show",
  "declined",
  "cancelled",
];
const windows = ["morning", "afternoon", "evening"];

// mulberry32: the same data on every run and both engines.
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const code = () => Array.from({ length: 6 }, () => pick(alphabet)).join("");
const digits = () =>
  `${200 + Math.floor(random() * 800)}555${String(Math.floor(random() * 1e4)).padStart(4, "0")}`;
const phoneAs = (d) =>
  pick([
    `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
    `+1 ${d}`,
    `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
  ]);

async function fill(db) {
  const now = Date.now();
  const rows = [];
  for (let i = 0; i < bookingCount; i++) {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const created = new Date(now - Math.floor(random() * 730) * 86_400_000);
    rows.push({
      reference: `BP-${code()}`,
      status: pick(statuses),
      services: [
        {
          slug: "computer-tuneup",
          title: "Computer Tune-Up",
          price: 35,
          homeVisit: false,
        },
      ],
      total: 35,
      homeVisit: false,
      preferredDate: created.toISOString().slice(0, 10),
      timeWindow: pick(windows),
      firstName: first,
      lastName: last,
      phone: phoneAs(digits()),
      email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
      createdAt: created,
      updatedAt: created,
    });
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(bookings)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
  const notes = [];
  for (let i = 0; i < messageCount; i++) {
    const created = new Date(now - Math.floor(random() * 730) * 86_400_000);
    notes.push({
      reference: `CM-${code()}`,
      status: pick(["new", "answered"]),
      name: `${pick(firstNames)} ${pick(lastNames)}`,
      phone: phoneAs(digits()),
      email: `someone${i}@example.com`,
      message: "Please call me back.",
      createdAt: created,
      updatedAt: created,
    });
  }
  for (let i = 0; i < notes.length; i += 500) {
    await db
      .insert(messages)
      .values(notes.slice(i, i + 500))
      .onConflictDoNothing();
  }
  await db.execute("analyze");
  return db
    .select({
      reference: bookings.reference,
      phone: bookings.phone,
      email: bookings.email,
    })
    .from(bookings);
}

function queries(sample) {
  const b = pick(sample);
  const d = b.phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return [
    { q: b.reference },
    { q: `cm ${b.reference.slice(3).toLowerCase()}` },
    { q: b.phone },
    { q: d.slice(-4) },
    { q: pick(lastNames).slice(0, 4) },
    { q: `${pick(firstNames)} ${pick(lastNames).slice(0, 2)}` },
    { q: b.email.slice(0, 8) },
    { q: "", state: "cancelled", from: "2025-06-01", to: "2025-06-30" },
  ].map((q) => ({ q: "", state: "", from: "", to: "", ...q }));
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function bench(name, connection) {
  const sample = await fill(connection.db);
  const times = [];
  const byKind = new Map();
  for (let i = 0; i < 20 + searches; i++) {
    const kinds = queries(sample);
    const kind = Math.floor(random() * kinds.length);
    const started = performance.now();
    await searchDesk(connection.db, kinds[kind]);
    const ms = performance.now() - started;
    if (i < 20) continue;
    times.push(ms);
    byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
  }
  times.sort((a, b) => a - b);
  if (process.env.BENCH_BY_KIND) {
    for (const [kind, list] of [...byKind].sort(([a], [b]) => a - b)) {
      list.sort((a, b) => a - b);
      console.log(
        `  kind ${kind}: p50 ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms`,
      );
    }
  }
  console.log(
    `${name}: ${sample.length} bookings, ${searches} searches: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
  );
  await connection.close();
}

async function postgresDatabase() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server)
    throw new Error(
      "Run through scripts/with-postgres.mjs (npm run bench:search).",
    );
  const name = `bench_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

await bench("embedded (PGlite)", await openDatabase({}));
await bench(
  "PostgreSQL",
  await openDatabase({ url: await postgresDatabase() }),
);
