/** @jest-environment node */
import { eq } from "drizzle-orm";
import type { BookingDetails } from "@/lib/requests/schema";
import { changeBooking } from "@/lib/server/bookings/changes";
import { bookingTokenSecret } from "@/lib/server/secrets";
import {
  bookingsOfAccount,
  eraseAccountBookings,
  findByPair,
  historyOf,
  lastDetailsOfAccount,
} from "@/lib/server/bookings/visitor";
import { bookings, notifications } from "@/lib/server/db/schema";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { eachEngine } from "./engines";

const details: BookingDetails = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(212) 555-0100",
  email: "Ada.Lovelace@Example.com",
  address1: "1 Main St",
  address2: "",
  city: "New York",
  state: "NY",
  zip: "10001",
  date: "2026-12-01",
  time: "morning",
  notes: "",
};
const booked = [
  {
    slug: "printer-installation",
    title: "Printer Installation",
    price: 89,
    homeVisit: true,
  },
];
/** When the bookings are made: before the erasure below, so the history reads in order. */
const bookedAt = new Date("2026-11-28T10:00:00Z");
const later = (minutes: number) =>
  new Date(bookedAt.getTime() + minutes * 60_000);
const mail = () => ({
  subject: "Booking cancelled",
  text: "t",
  html: "h",
  replyTo: { name: "Ada", address: "ada@example.com" },
});

eachEngine((connection) => {
  it("finds a booking by its reference and e-mail, whatever the e-mail's case, and by nothing less", async () => {
    const { db } = connection();
    const reference = await createBooking(db, {
      details,
      booked,
      now: bookedAt,
    });
    for (const email of [
      "ada.lovelace@example.com",
      "ADA.LOVELACE@EXAMPLE.COM",
      "Ada.Lovelace@Example.com",
    ]) {
      expect((await findByPair(db, reference, email))?.reference).toBe(
        reference,
      );
    }
    expect(await findByPair(db, reference, "ada@example.com")).toBeUndefined();
    expect(await findByPair(db, "BP-ZZZZZZ", details.email)).toBeUndefined();
    expect(await findByPair(db, reference, "")).toBeUndefined();
    expect(await findByPair(db, reference, "' or '1'='1")).toBeUndefined();
  });

  it("a replayed cancel changes nothing: one history entry and one mail", async () => {
    const { db } = connection();
    const reference = await createBooking(db, {
      details,
      booked,
      now: bookedAt,
    });
    const cancel = {
      action: "cancel" as const,
      actor: "visitor" as const,
      by: "visitor",
      expectedVersion: 1,
      fee: 0,
      notify: mail,
      now: later(10),
    };
    expect((await changeBooking(db, reference, cancel)).ok).toBe(true);
    const again = await changeBooking(db, reference, cancel);
    expect(again).toMatchObject({ ok: false, reason: "stale" });
    const withoutVersion = await changeBooking(db, reference, {
      ...cancel,
      expectedVersion: undefined,
    });
    expect(withoutVersion).toMatchObject({ ok: false, reason: "not-allowed" });
    const [row] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference));
    const history = await historyOf(db, row!.id);
    expect(history.map((e) => e.action)).toEqual(["request", "cancel"]);
    const mails = await db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, row!.id));
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking request ${reference} from Ada Lovelace`,
      `Booking ${reference} received: we will call you to confirm the time`,
      "Booking cancelled",
    ]);
  });

  it("lists an account's bookings newest first and gives the last one's details", async () => {
    const { db } = connection();
    const first = await createBooking(db, {
      details,
      booked,
      accountUid: "uid-1",
      now: bookedAt,
    });
    const second = await createBooking(db, {
      details: { ...details, phone: "(212) 555-0199" },
      booked,
      accountUid: "uid-1",
      now: later(1),
    });
    await createBooking(db, {
      details,
      booked,
      accountUid: "uid-2",
      now: later(2),
    });
    expect(
      (await bookingsOfAccount(db, "uid-1")).map((b) => b.reference),
    ).toEqual([second, first]);
    expect(await lastDetailsOfAccount(db, "uid-1")).toMatchObject({
      firstName: "Ada",
      phone: "(212) 555-0199",
      address1: "1 Main St",
    });
    expect(await lastDetailsOfAccount(db, "nobody")).toBeUndefined();
  });

  it("deleting an account is refused while a booking is open, then erases its bookings' personal fields", async () => {
    const { db } = connection();
    const reference = await createBooking(db, {
      details,
      booked,
      accountUid: "uid-1",
      now: bookedAt,
    });
    const other = await createBooking(db, { details, booked, now: bookedAt });
    expect(await eraseAccountBookings(db, "uid-1", later(5))).toEqual({
      ok: false,
      open: [reference],
    });
    const [kept] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference));
    expect(kept!.email).toBe(details.email);

    await changeBooking(db, reference, {
      action: "cancel",
      actor: "visitor",
      by: "visitor",
      now: later(10),
    });
    const now = new Date("2026-12-02T10:00:00Z");
    expect(await eraseAccountBookings(db, "uid-1", now)).toEqual({
      ok: true,
      erased: 1,
    });
    const [erased] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference));
    expect(erased).toMatchObject({
      reference,
      status: "cancelled",
      total: 89,
      preferredDate: "2026-12-01",
      services: booked,
      accountUid: null,
      firstName: null,
      lastName: null,
      phone: null,
      email: null,
      address1: null,
      erasedAt: now,
    });
    const history = await historyOf(db, erased!.id);
    expect(history.map((e) => [e.action, e.actor])).toEqual([
      ["request", "account"],
      ["cancel", "visitor"],
      ["erase", "account"],
    ]);
    const mails = await db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, erased!.id));
    expect(mails.every((m) => m.text === "" && m.replyToAddress === null)).toBe(
      true,
    );
    const [untouched] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, other));
    expect(untouched!.email).toBe(details.email);
  });

  it("keeps one token secret for every server, unless a setting gives one", async () => {
    const { db } = connection();
    const first = await bookingTokenSecret(db, {});
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await bookingTokenSecret(db, {})).toBe(first);
    const configured = "s".repeat(32);
    expect(
      await bookingTokenSecret(db, { BOOKING_TOKEN_SECRET: configured }),
    ).toBe(configured);
    expect(
      await bookingTokenSecret(db, { BOOKING_TOKEN_SECRET: "too short" }),
    ).toBe(first);
  });
});
