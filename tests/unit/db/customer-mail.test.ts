/** @jest-environment node */
import { and, eq, isNotNull } from "drizzle-orm";
import { managedBooking } from "@/lib/bookings/manage";
import type { BookingDetails } from "@/lib/requests/schema";
import { changeBooking } from "@/lib/server/bookings/changes";
import { historyOf } from "@/lib/server/bookings/visitor";
import {
  bookingReminders,
  bookings,
  notifications,
} from "@/lib/server/db/schema";
import { queueReminders } from "@/lib/server/reminders";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { eachEngine } from "./engines";

const hour = 3600_000;
const details: BookingDetails = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(212) 555-0100",
  email: "ada@example.com",
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

// When the bookings are made: days before any start below.
const bookedAt = new Date("2026-11-25T12:00:00Z");

async function customerMails(
  db: Parameters<typeof createBooking>[0],
  reference: string,
) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.reference, reference));
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.bookingId, row!.id),
        isNotNull(notifications.toAddress),
      ),
    )
    .orderBy(notifications.id);
}

eachEngine((connection) => {
  it("confirm, change within 3 hours, then cancel: the cancel step states the fee it stated before the change", async () => {
    const { db } = connection();
    const reference = await createBooking(db, {
      details,
      booked,
      now: bookedAt,
    });
    const start = new Date("2026-12-01T14:00:00Z");
    const confirmedAt = new Date("2026-11-28T12:00:00Z");
    const confirm = await changeBooking(db, reference, {
      action: "confirm",
      actor: "staff",
      by: "staff ann@example.com",
      startsAt: start,
      now: confirmedAt,
    });
    expect(confirm.ok).toBe(true);
    const twoHoursBefore = new Date(start.getTime() - 2 * hour);
    const view = async (now: Date) => {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.reference, reference));
      return managedBooking(row!, await historyOf(db, row!.id), now);
    };
    const before = await view(twoHoursBefore);
    expect(before.cancel).toMatchObject({ online: true, fee: 89 });
    expect(before.change).toMatchObject({ online: true, fee: 25 });

    const change = await changeBooking(db, reference, {
      action: "change",
      actor: "visitor",
      by: "visitor",
      fee: 25,
      preferred: { date: "2026-12-08", timeWindow: "evening" },
      now: twoHoursBefore,
    });
    expect(change.ok && change.booking).toMatchObject({
      status: "requested",
      startsAt: null,
      lastConfirmedStart: start,
      fees: 25,
    });
    const after = await view(new Date(twoHoursBefore.getTime() + 60_000));
    expect(after.status).toBe("requested");
    expect(after.cancel).toMatchObject({ online: true, fee: 89 });

    // Once staff confirm a new time, that time is the clock.
    await changeBooking(db, reference, {
      action: "confirm",
      actor: "staff",
      by: "staff ann@example.com",
      startsAt: new Date("2026-12-08T22:00:00Z"),
      now: twoHoursBefore,
    });
    expect((await view(twoHoursBefore)).cancel).toMatchObject({ fee: 0 });
  });

  it("the customer's received mail is in the outbox with the booking, to the booking's address", async () => {
    const { db } = connection();
    const reference = await createBooking(db, {
      details,
      booked,
      now: bookedAt,
    });
    const [received] = await customerMails(db, reference);
    expect(received).toMatchObject({
      toAddress: "ada@example.com",
      subject: `Booking ${reference} received: we will call you to confirm the time`,
      status: "pending",
    });
    expect(received!.text).toMatch(/\/bookings#link=[\w-]+\.[\w-]+/);
  });

  it("reminds once, 24 hours before a confirmed start, however often and on however many servers it runs", async () => {
    const { db } = connection();
    const reference = await createBooking(db, {
      details,
      booked,
      now: bookedAt,
    });
    const start = new Date("2026-12-01T14:00:00Z");
    await changeBooking(db, reference, {
      action: "confirm",
      actor: "staff",
      by: "staff ann@example.com",
      startsAt: start,
      now: new Date(start.getTime() - 72 * hour),
    });
    // 25 hours before: not yet.
    expect(
      await queueReminders(db, new Date(start.getTime() - 25 * hour)),
    ).toBe(0);
    const now = new Date(start.getTime() - 24 * hour);
    const runs = await Promise.all([
      queueReminders(db, now),
      queueReminders(db, now),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await queueReminders(db, new Date(now.getTime() + hour))).toBe(0);
    const reminders = (await customerMails(db, reference)).filter((m) =>
      m.subject.startsWith("Reminder:"),
    );
    expect(reminders.map((m) => m.subject)).toEqual([
      `Reminder: booking ${reference} is on Tue, Dec 1, 2026, 9:00 AM ET`,
    ]);
    expect(await db.select().from(bookingReminders)).toHaveLength(1);
  });

  it("sends no reminder for a booking confirmed within the 24 hours, cancelled, or already started", async () => {
    const { db } = connection();
    const start = new Date("2026-12-01T14:00:00Z");
    const late = await createBooking(db, { details, booked, now: bookedAt });
    await changeBooking(db, late, {
      action: "confirm",
      actor: "staff",
      by: "staff ann@example.com",
      startsAt: start,
      now: new Date(start.getTime() - 5 * hour),
    });
    const cancelled = await createBooking(db, {
      details,
      booked,
      now: bookedAt,
    });
    await changeBooking(db, cancelled, {
      action: "confirm",
      actor: "staff",
      by: "staff ann@example.com",
      startsAt: start,
      now: new Date(start.getTime() - 72 * hour),
    });
    await changeBooking(db, cancelled, {
      action: "cancel",
      actor: "visitor",
      by: "visitor",
      now: new Date(start.getTime() - 48 * hour),
    });
    expect(await queueReminders(db, new Date(start.getTime() - 4 * hour))).toBe(
      0,
    );
    expect(await queueReminders(db, new Date(start.getTime() + hour))).toBe(0);
  });
});
