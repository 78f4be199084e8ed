// npm run bench:book-slots: the time to book a cart on a slot (docs/product.md
// §23.6) with BENCH_IN_FLIGHT (default 50) bookings in flight, on the
// embedded engine (a new folder) and on a throwaway PostgreSQL
// (scripts/with-postgres.mjs). Each booking is `bookSlot`, the function the
// checkout's Server Action calls once the form is read: the free starts
// computed again, the Tech picked, the Confirmed row, its history and its
// mails written in one statement, the exclusion constraint judging it. It
// runs in this process, without the HTTP server in front. BENCH_BOOKINGS
// (default 500) starts are drawn from those offered, over 20 Techs, so most
// succeed; a start every Tech lost meanwhile is a conflict ("taken"). They
// are timed after BENCH_WARM_UP (default 100) bookings made the same way and
// reported apart: a server that has just started opens its connections and
// compiles its code on those, once, not on every rush. BENCH_ENGINE=postgres
// or embedded measures one engine alone (to profile it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { dateAndWindow } from "@/lib/scheduling/labels";
import { company } from "@/data/company";
import { repriceServices } from "@/lib/requests/reprice";
import type { BookingDetails } from "@/lib/requests/schema";
import { bookSlot } from "@/lib/server/bookings/slot-booking";
import { openDatabase, type Connection } from "@/lib/server/db/client";
import { slotsFor } from "@/lib/server/scheduling/slots";
import { insertBenchTechs, quantiles } from "./bench-parts.mts";

const count = Number(process.env.BENCH_BOOKINGS) || 500;
const warmUp = Number(process.env.BENCH_WARM_UP) || 100;
const inFlight = Number(process.env.BENCH_IN_FLIGHT) || 50;
const techCount = 20;
const slugs = ["printer-installation"];
const booked = repriceServices(slugs);
const visitor: Omit<BookingDetails, "date" | "time"> = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(212) 555-0100",
  email: "ada@example.com",
  address1: "1 Main St",
  address2: "",
  city: "New York",
  state: "NY",
  zip: "10001",
  notes: "",
};

async function measure(label: string, connection: Connection) {
  const { db } = connection;
  const now = new Date();
  await insertBenchTechs(db, techCount, now);
  // Every offered start, in an order that spreads neighbours apart, so the
  // bookings in flight rarely ask for the same hour of the same day.
  const offered = (await slotsFor(db, { slugs, zip: visitor.zip, now })).slots;
  const starts = Array.from(
    { length: warmUp + count },
    (_, i) => offered[(i * 7919) % offered.length]!.start,
  );
  const first = await round(db, label, starts.slice(0, warmUp), now);
  const timed = await round(db, label, starts.slice(warmUp), now);
  await connection.close();
  return [
    `| ${label} | first ${warmUp}, just started | ${first} |`,
    `| ${label} | next ${count} | ${timed} |`,
  ];
}

/** Books each start, `inFlight` at a time: booked, taken, errors, p50, p95, rate. */
async function round(
  db: Connection["db"],
  label: string,
  starts: readonly Date[],
  now: Date,
) {
  const times: number[] = [];
  let confirmed = 0;
  let taken = 0;
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < starts.length) {
      const start = starts[next++]!;
      const { date, window } = dateAndWindow(start, company.timeZone);
      const began = performance.now();
      try {
        const made = await bookSlot(db, {
          details: { ...visitor, date, time: window } as BookingDetails,
          booked,
          start,
          now,
        });
        if (made.ok) confirmed++;
        else taken++;
      } catch (error) {
        errors++;
        if (errors === 1) console.error(label, error);
      }
      times.push(performance.now() - began);
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  return `${confirmed} | ${taken} | ${errors} | ${quantiles(times)} | ${(starts.length / seconds).toFixed(0)}`;
}

const base = mkdtempSync(path.join(tmpdir(), "bench-book-slots-"));
try {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    throw new Error(
      "run through npm run bench:book-slots, which starts PostgreSQL",
    );
  }
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query("create database bench_book_slots");
  await admin.end();
  const url = new URL(server);
  url.pathname = "/bench_book_slots";
  const only = process.env.BENCH_ENGINE;
  const rows = [
    only !== "postgres" &&
      (await measure(
        "embedded (PGlite)",
        await openDatabase({ dir: path.join(base, "pglite") }),
      )),
    only !== "embedded" &&
      (await measure(
        "PostgreSQL",
        await openDatabase({ url: url.toString() }),
      )),
  ].filter(Boolean);
  console.log(
    `\n${warmUp} then ${count} bookings on slots, ${inFlight} in flight, ${techCount} Techs:\n`,
  );
  console.log(
    "| engine | bookings | booked | taken | errors | p50 | p95 | bookings/s |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows.flat()) console.log(row);
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.exit(0);
