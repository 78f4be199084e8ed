/** @jest-environment node */
import { eq } from "drizzle-orm";
import { contentCatalogue } from "@/lib/content/services";
import { feeFor } from "@/lib/bookings/fees";
import { repriceServices } from "@/lib/requests/reprice";
import { bookSlot } from "@/lib/server/bookings/slot-booking";
import {
  moveByVisitor,
  moveChoices,
  movesBySlot,
  moveToSlot,
} from "@/lib/server/bookings/move";
import { customerMailer } from "@/lib/server/bookings/customer-mail";
import type { Database } from "@/lib/server/db/client";
import {
  bookingEvents,
  bookings,
  notifications,
  techProfiles,
} from "@/lib/server/db/schema";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { eachEngine } from "./engines";
import { details } from "./requests";

// Changing a Confirmed booking by picking a free start (docs/product.md
// §23.10). Two demo Techs, Monday to Saturday 8:00 to 20:00 in New York,
// visiting 10001; a printer installation is 90 minutes and 30 of travel.
// Monday 30 November 2026, 07:00 in New York.
const now = new Date("2026-11-30T12:00:00Z");
// Tuesday 1 December, 10:00 in New York.
const tuesdayTen = new Date("2026-12-01T15:00:00Z");
const booked = repriceServices(["printer-installation"], contentCatalogue);
const visitor = {
  ...details,
  address1: "1 Main St",
  city: "New York",
  state: "NY",
  zip: "10001",
};

async function bookedOne(db: Database) {
  const made = await bookSlot(db, {
    details: visitor,
    booked,
    start: tuesdayTen,
    now,
  });
  expect(made).toMatchObject({ ok: true, tech: { handle: "ann" } });
  const [row] = await db.select().from(bookings);
  return row!;
}

/** Ann is also Confirmed on Wednesday 2 December, 10:00 to 12:00 with travel. */
async function annBusyWednesday(db: Database) {
  await db.insert(bookings).values({
    reference: "BP-WEDANN",
    status: "confirmed",
    services: booked,
    total: 89,
    homeVisit: true,
    preferredDate: "2026-12-02",
    timeWindow: "morning",
    startsAt: new Date("2026-12-02T15:00:00Z"),
    assignedTechUid: "tech-ann",
  });
}

async function move(db: Database, start: Date, at = now) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.reference, (await bookingRow(db)).reference));
  const quote = feeFor("change", {
    status: booking!.status,
    startsAt: booking!.startsAt,
    lastConfirmedStart: booking!.lastConfirmedStart,
    now: at,
    services: booking!.services,
  });
  if (!quote.online) throw new Error(quote.reason);
  return moveByVisitor(db, booking!, start, {
    expectedVersion: booking!.version,
    quote,
    inform: await customerMailer(db, at),
    now: at,
  });
}

async function bookingRow(db: Database) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.email, visitor.email));
  return row!;
}

eachEngine((connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(techProfiles);
    await db.insert(techProfiles).values(
      ["ann", "bo"].map((name, i) =>
        demoTechRow({
          uid: `tech-${name}`,
          handle: name,
          displayName: name.toUpperCase(),
          headline: "Printers",
          zips: "10001",
          publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      ),
    );
  });

  it("offers its own Tech's free starts first, never its own time, then those only another Tech is free at", async () => {
    const { db } = connection();
    const booking = await bookedOne(db);
    await annBusyWednesday(db);
    expect(movesBySlot(booking)).toBe(true);

    const tuesday = await moveChoices(db, booking, { now, from: "2026-12-01" });
    expect(tuesday.techName).toBe("ANN");
    // Its own 10:00 counts as free around it, but is itself no move.
    expect(tuesday.same.map((t) => t.start).slice(0, 5)).toEqual([
      "2026-12-01T13:00:00.000Z",
      "2026-12-01T13:30:00.000Z",
      "2026-12-01T14:00:00.000Z",
      "2026-12-01T14:30:00.000Z",
      "2026-12-01T15:30:00.000Z",
    ]);
    expect(
      [...tuesday.same, ...tuesday.other].map((t) => t.start),
    ).not.toContain("2026-12-01T15:00:00.000Z");

    const wednesday = await moveChoices(db, booking, {
      now,
      from: "2026-12-02",
    });
    // Ann: 8:00 ends as her 10:00 starts; then from 12:00.
    expect(wednesday.same.map((t) => t.start).slice(0, 3)).toEqual([
      "2026-12-02T13:00:00.000Z",
      "2026-12-02T17:00:00.000Z",
      "2026-12-02T17:30:00.000Z",
    ]);
    // Only Bo from 8:30 to 11:30.
    expect(wednesday.other.map((t) => t.start).slice(0, 7)).toEqual([
      "2026-12-02T13:30:00.000Z",
      "2026-12-02T14:00:00.000Z",
      "2026-12-02T14:30:00.000Z",
      "2026-12-02T15:00:00.000Z",
      "2026-12-02T15:30:00.000Z",
      "2026-12-02T16:00:00.000Z",
      "2026-12-02T16:30:00.000Z",
    ]);
  });

  it("moves to a free start with its own Tech: it stays Confirmed, the new start is the fee clock, and the history and mails say so", async () => {
    const { db } = connection();
    await bookedOne(db);
    await db.delete(notifications);
    const moved = await move(db, new Date("2026-12-01T18:00:00Z"));
    expect(moved).toMatchObject({ ok: true });
    expect(await bookingRow(db)).toMatchObject({
      status: "confirmed",
      assignedTechUid: "tech-ann",
      startsAt: new Date("2026-12-01T18:00:00Z"),
      lastConfirmedStart: new Date("2026-12-01T18:00:00Z"),
      busyUntil: new Date("2026-12-01T20:00:00Z"),
      preferredDate: "2026-12-01",
      timeWindow: "afternoon",
      fees: 0,
    });
    const history = await db
      .select()
      .from(bookingEvents)
      .orderBy(bookingEvents.id);
    expect(history.at(-1)).toMatchObject({
      action: "reschedule",
      actor: "visitor",
      fromStatus: "confirmed",
      toStatus: "confirmed",
      fee: 0,
    });
    const mails = await db.select().from(notifications);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/moved by the customer to a free time/),
      expect.stringMatching(
        /^Booking BP-\w+ moved from Tue, Dec 1, 2026, 10:00 AM ET to Tue, Dec 1, 2026, 1:00 PM ET$/,
      ),
    ]);
  });

  it("refuses a move to the time it already has: nothing written, no fee, no mail", async () => {
    const { db } = connection();
    const before = await bookedOne(db);
    await db.delete(notifications);
    const sentence =
      "Your booking is already at Tue, Dec 1, 2026, 10:00 AM ET. Pick another time to move it.";
    expect(
      await moveToSlot(db, before, tuesdayTen, { by: "visitor", now }),
    ).toEqual({ ok: false, reason: "same-time", error: sentence });
    // The manage view shows the sentence under the times.
    expect(await move(db, tuesdayTen)).toEqual({ errors: { slot: sentence } });
    expect(await bookingRow(db)).toEqual(before);
    expect(await db.select().from(notifications)).toEqual([]);
    const history = await db.select().from(bookingEvents);
    expect(history.map((entry) => entry.action)).toEqual(["book_slot"]);
  });

  it("goes to another Tech when its own is busy at the new start, and both Techs are told", async () => {
    const { db } = connection();
    for (const name of ["ann", "bo"]) {
      await db
        .update(techProfiles)
        .set({ email: `${name}@example.com` })
        .where(eq(techProfiles.uid, `tech-${name}`));
    }
    await bookedOne(db);
    await annBusyWednesday(db);
    await db.delete(notifications);
    expect(await move(db, new Date("2026-12-02T14:00:00Z"))).toMatchObject({
      ok: true,
      booking: { assignedTechUid: "tech-bo", status: "confirmed" },
    });
    const mails = await db.select().from(notifications);
    const to = (address: string) =>
      mails.filter((mail) => mail.toAddress === address).map((m) => m.subject);
    // Ann's calendar drops Tuesday; Bo's gets Wednesday 9:00.
    expect(to("ann@example.com")).toEqual([
      expect.stringMatching(/moved to another technician/),
    ]);
    expect(to("bo@example.com")).toEqual([
      expect.stringMatching(/confirmed for you: Wed, Dec 2, 2026, 9:00 AM ET/),
    ]);
    const [annMail] = mails.filter((m) => m.toAddress === "ann@example.com");
    expect(JSON.stringify(annMail!.attachments)).toContain("STATUS:CANCELLED");
  });

  it("answers a start nobody can take with the nearest free ones, and changes nothing", async () => {
    const { db } = connection();
    const before = await bookedOne(db);
    const answer = await move(db, new Date("2026-12-01T18:10:00Z"));
    expect(answer).toMatchObject({
      message: expect.stringMatching(/just taken/),
    });
    expect(
      "nearest" in answer ? answer.nearest.map((t) => t.start) : [],
    ).toEqual([
      "2026-12-01T17:30:00.000Z",
      "2026-12-01T18:00:00.000Z",
      "2026-12-01T18:30:00.000Z",
    ]);
    expect(await bookingRow(db)).toEqual(before);
  });

  it("records the change fee of docs/product.md §13.4, as a window change would, and keeps the price", async () => {
    const { db } = connection();
    await bookedOne(db);
    // Two hours before a home visit's start: a change costs $25.
    const late = new Date("2026-12-01T13:00:00Z");
    const moved = await move(db, new Date("2026-12-01T19:00:00Z"), late);
    expect(moved).toMatchObject({ ok: true });
    expect(await bookingRow(db)).toMatchObject({
      fees: 25,
      total: 89,
      startsAt: new Date("2026-12-01T19:00:00Z"),
    });
    const history = await db
      .select()
      .from(bookingEvents)
      .orderBy(bookingEvents.id);
    expect(history.at(-1)).toMatchObject({ action: "reschedule", fee: 25 });
  });
});
