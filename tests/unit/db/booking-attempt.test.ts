/** @jest-environment node */
import { eq } from "drizzle-orm";
import { contentCatalogue } from "@/lib/content/services";
import { repriceServices } from "@/lib/requests/reprice";
import { bookOnce } from "@/lib/server/bookings/attempt";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { bookSlot } from "@/lib/server/bookings/slot-booking";
import { bookings, notifications, techProfiles } from "@/lib/server/db/schema";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { eachEngine } from "./engines";
import { booked, details } from "./requests";

// A checkout attempt books once, however often it is sent: the retry of a
// request whose answer died with its server answers the booking that request
// stored (docs/several-servers.md).

const key = "0b6f4a4e-2c1d-4c8e-9a51-1d2b3c4d5e6f";
const attempt = { key, email: details.email };
// Monday 30 November 2026, 07:00 in New York; Tuesday 1 December, 10:00.
const now = new Date("2026-11-30T12:00:00Z");
const tuesdayTen = new Date("2026-12-01T15:00:00Z");
const visit = repriceServices(["printer-installation"], contentCatalogue);
const visitor = {
  ...details,
  address1: "1 Main St",
  city: "New York",
  state: "NY",
  zip: "10001",
};

eachEngine((connection) => {
  const requestOnce = () =>
    bookOnce(
      connection().db,
      attempt,
      () =>
        createBooking(connection().db, {
          details,
          booked,
          attemptKey: key,
          now,
        }),
      () => false,
    );

  it("answers a retry with the booking its first request stored, and stores and mails nothing more", async () => {
    const { db } = connection();
    const first = await requestOnce();
    const again = await requestOnce();
    expect(again).toEqual({ reference: first, start: null, tech: null });
    expect(await db.select().from(bookings)).toHaveLength(1);
    // The company's copy and the customer's "received", once.
    expect(await db.select().from(notifications)).toHaveLength(2);
  });

  it("stores one booking when the retry arrives while the first request is still under way", async () => {
    const { db } = connection();
    const answers = await Promise.all([requestOnce(), requestOnce()]);
    const references = answers.map((answer) =>
      typeof answer === "string" ? answer : answer.reference,
    );
    expect(new Set(references).size).toBe(1);
    expect(await db.select().from(bookings)).toHaveLength(1);
  });

  it("answers a slot's retry with the first booking's time and Tech, though another Tech is free then, and though none is", async () => {
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
    const book = () =>
      bookOnce(
        db,
        attempt,
        () =>
          bookSlot(db, {
            details: visitor,
            booked: visit,
            start: tuesdayTen,
            now,
            attemptKey: key,
          }),
        (made) => !made.ok,
      );
    const first = await book();
    expect(first).toMatchObject({ ok: true, tech: { handle: "ann" } });
    const reference = (first as { reference: string }).reference;
    // Bo is still free at ten: the retry meets the key, not a second Tech.
    expect(await book()).toEqual({
      reference,
      start: tuesdayTen,
      tech: { handle: "ann", displayName: "ANN" },
    });
    // With Bo gone, ten is taken, by this very booking.
    await db.delete(techProfiles).where(eq(techProfiles.uid, "tech-bo"));
    expect(await book()).toMatchObject({ reference, start: tuesdayTen });
    expect(await db.select().from(bookings)).toHaveLength(1);
  });

  it("never answers with another e-mail's booking: a key met again for someone else books nothing and fails", async () => {
    const { db } = connection();
    await requestOnce();
    const other = { ...details, email: "someone@example.com" };
    await expect(
      bookOnce(
        db,
        { key, email: other.email },
        () =>
          createBooking(db, { details: other, booked, attemptKey: key, now }),
        () => false,
      ),
    ).rejects.toThrow();
    expect(await db.select().from(bookings)).toHaveLength(1);
  });

  it("books every request without a key, as a form from an older page sends", async () => {
    const { db } = connection();
    for (let i = 0; i < 2; i++) {
      await bookOnce(
        db,
        undefined,
        () => createBooking(db, { details, booked, now }),
        () => false,
      );
    }
    expect(await db.select().from(bookings)).toHaveLength(2);
  });
});
