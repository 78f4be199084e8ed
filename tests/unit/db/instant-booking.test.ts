/** @jest-environment node */
import { eq } from "drizzle-orm";
import { contentCatalogue } from "@/lib/content/services";
import { repriceServices } from "@/lib/requests/reprice";
import { bookSlot } from "@/lib/server/bookings/slot-booking";
import {
  bookingEvents,
  bookings,
  notifications,
  techProfiles,
} from "@/lib/server/db/schema";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { slotsFor } from "@/lib/server/scheduling/slots";
import { eachEngine } from "./engines";
import { details } from "./requests";

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

eachEngine((connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(techProfiles);
    await db.insert(techProfiles).values(
      ["ann", "bo", "cy"].map((name, i) =>
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

  it("books a free slot Confirmed at once, with a Tech, its time held and the confirmed mail queued (docs/product.md §23.4)", async () => {
    const { db } = connection();
    const result = await bookSlot(db, {
      details: visitor,
      booked,
      start: tuesdayTen,
      now,
    });
    expect(result).toMatchObject({
      ok: true,
      start: tuesdayTen,
      tech: { handle: "ann", displayName: "ANN" },
    });
    const [row] = await db.select().from(bookings);
    expect(row).toMatchObject({
      status: "confirmed",
      startsAt: tuesdayTen,
      assignedTechUid: "tech-ann",
      // 90 minutes of work and 30 of travel.
      busyUntil: new Date("2026-12-01T17:00:00Z"),
    });
    const history = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row!.id));
    expect(history).toMatchObject([
      { action: "book_slot", toStatus: "confirmed", actor: "visitor" },
    ]);
    const mails = await db.select().from(notifications);
    expect(mails.map((mail) => mail.toAddress)).toEqual([null, visitor.email]);
    expect(mails[1]!.subject).toMatch(/confirmed/i);
    expect(mails[1]!.attachments).toHaveLength(1);
  });

  it("mails the Tech at their own address, and names them to the customer, in the statement that books the slot", async () => {
    const { db } = connection();
    await db
      .update(techProfiles)
      .set({ email: "ann@example.com" })
      .where(eq(techProfiles.uid, "tech-ann"));
    await bookSlot(db, { details: visitor, booked, start: tuesdayTen, now });
    const mails = await db
      .select()
      .from(notifications)
      .orderBy(notifications.id);
    expect(mails.map((mail) => mail.toAddress)).toEqual([
      null,
      visitor.email,
      "ann@example.com",
    ]);
    expect(mails[1]!.text).toContain("ANN");
    expect(mails[2]!.subject).toBe(
      "Booking " +
        (await db.select({ reference: bookings.reference }).from(bookings))[0]!
          .reference +
        " confirmed for you: Tue, Dec 1, 2026, 10:00 AM ET",
    );
    const [row] = await db.select({ id: bookings.id }).from(bookings);
    expect(new Set(mails.map((mail) => mail.bookingId))).toEqual(
      new Set([row!.id]),
    );
  });

  it("no longer offers a booked time for that Tech, and gives the next booking to the next Tech", async () => {
    const { db } = connection();
    await bookSlot(db, { details: visitor, booked, start: tuesdayTen, now });
    const after = await slotsFor(db, {
      slugs: ["printer-installation"],
      zip: "10001",
      now,
    });
    const slot = after.slots.find(
      (s) => s.start.getTime() === tuesdayTen.getTime(),
    );
    expect(slot?.techs).toEqual(["tech-bo", "tech-cy"]);
    const second = await bookSlot(db, {
      details: visitor,
      booked,
      start: tuesdayTen,
      now,
    });
    expect(second).toMatchObject({ ok: true, tech: { handle: "bo" } });
  });

  it("lets exactly 3 of 50 visitors at once have a slot with 3 Techs free; the other 47 are offered the nearest free starts, with no error", async () => {
    const { db } = connection();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        bookSlot(db, {
          details: { ...visitor, email: `visitor${i}@example.com` },
          booked,
          start: tuesdayTen,
          now,
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const values = results.map(
      (r) =>
        (r as PromiseFulfilledResult<Awaited<ReturnType<typeof bookSlot>>>)
          .value,
    );
    const won = values.filter((v) => v.ok);
    const lost = values.filter((v) => !v.ok);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((v) => v.ok && v.tech.handle))).toEqual(
      new Set(["ann", "bo", "cy"]),
    );
    expect(lost).toHaveLength(47);
    for (const answer of lost) {
      expect(answer).toMatchObject({ ok: false, reason: "taken" });
      const nearest = !answer.ok ? answer.nearest : [];
      expect(nearest).toHaveLength(3);
      // All three are busy 10:00-12:00 with travel: 08:00 ends as they start, 12:00 and 12:30 follow.
      expect(nearest.map((d) => d.toISOString())).toEqual([
        "2026-12-01T13:00:00.000Z",
        "2026-12-01T17:00:00.000Z",
        "2026-12-01T17:30:00.000Z",
      ]);
    }
    expect(await db.$count(bookings, eq(bookings.status, "confirmed"))).toBe(3);
  });

  it("refuses a start the server does not offer: outside the hours, or not on the grid", async () => {
    const { db } = connection();
    const night = new Date("2026-12-02T03:00:00Z"); // 22:00
    const offGrid = new Date("2026-12-01T15:10:00Z");
    for (const start of [night, offGrid]) {
      const result = await bookSlot(db, {
        details: visitor,
        booked,
        start,
        now,
      });
      expect(result).toMatchObject({ ok: false, reason: "taken" });
    }
    expect(await db.$count(bookings)).toBe(0);
  });

  it("books no home visit at a ZIP no Tech visits", async () => {
    const { db } = connection();
    const result = await bookSlot(db, {
      details: { ...visitor, zip: "62701" },
      booked,
      start: tuesdayTen,
      now,
    });
    expect(result).toEqual({ ok: false, reason: "taken", nearest: [] });
  });
});
