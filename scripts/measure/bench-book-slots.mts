// npm run bench:book-slots: the time to book a cart on a slot (docs/product.md
// §23.6) with BENCH_IN_FLIGHT (default 50) bookings in flight, on the
// embedded engine (a new folder) and on a throwaway PostgreSQL
// (scripts/with-postgres.mjs). Each booking is `bookSlot`, the function the
// checkout's Server Action calls once the form is read: the free starts
// computed again, the Tech picked, the Confirmed row, its history and its
// mails written in one transaction, the exclusion constraint judging it. It
// runs in this process, without the HTTP server in front. BENCH_BOOKINGS
// (default 500) starts are drawn from those offered, over 20 Techs, so most
// succeed; a start every Tech lost meanwhile is a conflict ("taken").
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { dateAndWindow } from "@/lib/scheduling/labels";
import { scheduleZone } from "@/lib/scheduling/visit";
import { repriceServices } from "@/lib/requests/reprice";
import type { BookingDetails } from "@/lib/requests/schema";
import { bookSlot } from "@/lib/server/bookings/instant";
import { openDatabase, type Connection } from "@/lib/server/db/client";
import { techProfiles } from "@/lib/server/db/schema";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { slotsFor } from "@/lib/server/scheduling/slots";

const count = Number(process.env.BENCH_BOOKINGS) || 500;
const inFlight = Number(process.env.BENCH_IN_FLIGHT) || 50;
const techCount = 20;
const hour = 3_600_000;
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

function quantiles(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return `${at(0.5).toFixed(1)} ms | ${at(0.95).toFixed(1)} ms`;
}

async function measure(label: string, connection: Connection) {
  const { db } = connection;
  const now = new Date();
  await db.insert(techProfiles).values(
    Array.from({ length: techCount }, (_, i) =>
      demoTechRow({
        uid: `bench-${i}`,
        handle: `bench-${i}`,
        displayName: `Bench Tech ${i}`,
        headline: "Everything",
        zips: "10001-10282",
        publishedAt: new Date(now.getTime() - i * hour),
      }),
    ),
  );
  // Every offered start, in an order that spreads neighbours apart, so the
  // bookings in flight rarely ask for the same hour of the same day.
  const offered = (await slotsFor(db, { slugs, zip: visitor.zip, now })).slots;
  const starts = Array.from(
    { length: count },
    (_, i) => offered[(i * 7919) % offered.length]!.start,
  );
  const times: number[] = [];
  let confirmed = 0;
  let taken = 0;
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < starts.length) {
      const start = starts[next++]!;
      const { date, window } = dateAndWindow(start, scheduleZone);
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
  await connection.close();
  return `| ${label} | ${confirmed} | ${taken} | ${errors} | ${quantiles(times)} | ${(count / seconds).toFixed(0)} |`;
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
  // BENCH_ENGINE=postgres or embedded measures one engine alone (to profile it).
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
    `\n${count} bookings on slots, ${inFlight} in flight, ${techCount} Techs:\n`,
  );
  console.log("| engine | booked | taken | errors | p50 | p95 | bookings/s |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(row);
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.exit(0);
