// npm run bench:backup: the size of a backup and the time npm run db:backup's
// functions take for 1,000 bookings (BENCH_BOOKINGS), on the embedded engine
// (a new folder) and on a throwaway PostgreSQL (scripts/with-postgres.mjs).
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { backupPostgres } from "@/lib/server/db/backup";
import { openDatabase, type Connection } from "@/lib/server/db/client";
import { createBooking } from "@/lib/server/bookings/checkout-booking";

const count = Number(process.env.BENCH_BOOKINGS) || 1000;
const details = {
  firstName: "Bench",
  lastName: "Mark",
  phone: "(212) 555-0100",
  email: "bench@example.com",
  address1: "1 Main St",
  address2: "",
  city: "New York",
  state: "NY",
  zip: "10001",
  date: "2026-12-01",
  time: "morning" as const,
  notes: "Ring twice; the printer is in the back office.",
};
const booked = [
  {
    slug: "printer-installation",
    title: "Printer Installation",
    price: 89,
    homeVisit: true,
  },
];

async function fill(connection: Connection) {
  const now = new Date();
  for (let i = 0; i < count; i++) {
    await createBooking(connection.db, { details, booked, now });
  }
}

const base = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
const rows: string[] = [];
try {
  const embedded = await openDatabase({ dir: path.join(base, "pglite") });
  await fill(embedded);
  let started = performance.now();
  const dump = await embedded.dump!();
  const embeddedFile = path.join(base, "embedded.tar.gz");
  writeFileSync(embeddedFile, Buffer.from(await dump.arrayBuffer()));
  rows.push(
    `| embedded (PGlite dumpDataDir, gzip) | ${(statSync(embeddedFile).size / 1024 / 1024).toFixed(2)} MB | ${((performance.now() - started) / 1000).toFixed(2)} s |`,
  );
  await embedded.close();

  const server = process.env.TEST_DATABASE_URL;
  if (!server)
    throw new Error(
      "run through npm run bench:backup, which starts PostgreSQL",
    );
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query("create database bench_backup");
  await admin.end();
  const url = new URL(server);
  url.pathname = "/bench_backup";
  const postgres = await openDatabase({ url: url.toString() });
  await fill(postgres);
  await postgres.close();
  started = performance.now();
  const postgresFile = path.join(base, "postgres.dump");
  await backupPostgres(url.toString(), postgresFile);
  rows.push(
    `| PostgreSQL (pg_dump, custom format) | ${(statSync(postgresFile).size / 1024 / 1024).toFixed(2)} MB | ${((performance.now() - started) / 1000).toFixed(2)} s |`,
  );
  console.log(
    `\n${count} bookings, each with its history entry and its e-mail:\n`,
  );
  console.log("| engine | backup size | time |\n| --- | --- | --- |");
  for (const row of rows) console.log(row);
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.exit(0);
