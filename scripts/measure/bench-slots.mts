// npm run bench:slots: the time to compute a cart's free starts
// (docs/product.md §23.3) with 20 published Techs, each with 30 days of
// Confirmed bookings, on the embedded engine (a new folder) and on a
// throwaway PostgreSQL (scripts/with-postgres.mjs): p50 and p95 of
// BENCH_SLOTS (default 200) searches, one at a time, each the database reads
// and the pure slot function together, as the checkout asks for them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { scheduling } from "@/data/scheduling";
import { repriceServices } from "@/lib/requests/reprice";
import { openDatabase, type Connection } from "@/lib/server/db/client";
import { bookings } from "@/lib/server/db/schema";
import { slotsFor } from "@/lib/server/scheduling/slots";
import { insertBenchTechs, quantiles } from "./bench-parts.mts";

const count = Number(process.env.BENCH_SLOTS) || 200;
const techCount = 20;
const carts = [
  { slugs: ["printer-installation"], zip: "10001" },
  { slugs: ["browser-setup"], zip: undefined },
  { slugs: ["extend-a-wifi-signal", "computer-tuneup"], zip: "10012" },
  {
    slugs: ["virus-removal-cleanup", "data-backup-or-transfer"],
    zip: undefined,
  },
];

async function measure(label: string, connection: Connection) {
  const { db } = connection;
  const now = new Date();
  await insertBenchTechs(db, techCount, now);
  // Three visits a day for 30 days at 14:00, 17:00 and 20:00 UTC, each two
  // hours with its travel (the database keeps busy_until).
  const installation = repriceServices(["printer-installation"]);
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (let tech = 0; tech < techCount; tech++) {
    for (let day = 0; day < scheduling.horizonDays; day++) {
      for (const startHour of [14, 17, 20]) {
        const start = new Date(now);
        start.setUTCHours(startHour, 0, 0, 0);
        start.setUTCDate(start.getUTCDate() + day + 1);
        rows.push({
          reference: `BP-B${tech}D${day}H${startHour}`,
          status: "confirmed",
          services: installation,
          total: 89,
          homeVisit: true,
          preferredDate: start.toISOString().slice(0, 10),
          timeWindow: "morning",
          startsAt: start,
          assignedTechUid: `bench-${tech}`,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(bookings).values(rows.slice(i, i + 500));
  }
  for (let i = 0; i < 20; i++) await slotsFor(db, { ...carts[i % 4]!, now });
  const times: number[] = [];
  let offered = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const found = await slotsFor(db, { ...carts[i % carts.length]!, now });
    times.push(performance.now() - started);
    offered += found.slots.length;
  }
  await connection.close();
  if (offered === 0) throw new Error(`${label}: no slot was offered`);
  return `| ${label} | ${rows.length} | ${quantiles(times)} |`;
}

const base = mkdtempSync(path.join(tmpdir(), "bench-slots-"));
try {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    throw new Error("run through npm run bench:slots, which starts PostgreSQL");
  }
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query("create database bench_slots");
  await admin.end();
  const url = new URL(server);
  url.pathname = "/bench_slots";
  const rows = [
    await measure(
      "embedded (PGlite)",
      await openDatabase({ dir: path.join(base, "pglite") }),
    ),
    await measure("PostgreSQL", await openDatabase({ url: url.toString() })),
  ];
  console.log(
    `\n${count} slot searches for ${techCount} Techs, one at a time:\n`,
  );
  console.log("| engine | Confirmed bookings | p50 | p95 |");
  console.log("| --- | --- | --- | --- |");
  for (const row of rows) console.log(row);
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.exit(0);
