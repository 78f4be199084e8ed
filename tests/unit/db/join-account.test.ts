/** @jest-environment node */
import { eq } from "drizzle-orm";
import type { BookingDetails } from "@/lib/requests/schema";
import { joinGuestBookings } from "@/lib/server/bookings/join";
import {
  bookingsOfAccount,
  eraseAccountBookings,
  historyOf,
} from "@/lib/server/bookings/visitor";
import { bookings } from "@/lib/server/db/schema";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { eachEngine } from "./engines";

const details = (email: string): BookingDetails => ({
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(212) 555-0100",
  email,
  address1: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  date: "2026-12-01",
  time: "morning",
  notes: "",
});
const booked = [
  {
    slug: "computer-tuneup",
    title: "Computer Tune-up",
    price: 35,
    homeVisit: false,
  },
];
// After the bookings the tests create now, so the history reads in order.
const now = new Date(Date.now() + 60_000);
const account = { uid: "uid-ada", email: "ada.lovelace@example.com" };

eachEngine((connection) => {
  it("joins the guest bookings of the address in any case, once, with a history entry each", async () => {
    const { db } = connection();
    const upper = await createBooking(db, {
      details: details("ADA.Lovelace@Example.COM"),
      booked,
      now: new Date(),
    });
    const same = await createBooking(db, {
      details: details("ada.lovelace@example.com"),
      booked,
      now: new Date(),
    });
    const other = await createBooking(db, {
      details: details("ada@example.com"),
      booked,
      now: new Date(),
    });

    const joined = await joinGuestBookings(db, account, now);
    expect(joined.sort()).toEqual([upper, same].sort());
    expect(
      (await bookingsOfAccount(db, account.uid)).map((b) => b.reference).sort(),
    ).toEqual([upper, same].sort());
    const [row] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, other));
    expect(row!.accountUid).toBeNull();

    // Again, and twice at once: nothing more joins, no second history entry.
    const again = await Promise.all([
      joinGuestBookings(db, account, now),
      joinGuestBookings(db, account, now),
    ]);
    expect(again).toEqual([[], []]);
    const [booking] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, upper));
    expect(
      (await historyOf(db, booking!.id)).map((e) => [e.action, e.actor]),
    ).toEqual([
      ["request", "visitor"],
      ["join_account", "account"],
    ]);
  });

  it("leaves another account's bookings and erased ones alone", async () => {
    const { db } = connection();
    const owned = await createBooking(db, {
      details: details(account.email),
      booked,
      now: new Date(),
      accountUid: "uid-someone-else",
    });
    const gone = await createBooking(db, {
      details: details(account.email),
      booked,
      now: new Date(),
      accountUid: "uid-deleted",
    });
    await db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.reference, gone));
    expect((await eraseAccountBookings(db, "uid-deleted", now)).ok).toBe(true);

    expect(await joinGuestBookings(db, account, now)).toEqual([]);
    const rows = await db.select().from(bookings);
    expect(
      Object.fromEntries(rows.map((r) => [r.reference, r.accountUid])),
    ).toEqual({ [owned]: "uid-someone-else", [gone]: null });
  });

  it("an empty address or uid joins nothing, even bookings without an e-mail", async () => {
    const { db } = connection();
    const blank = await createBooking(db, {
      details: details(account.email),
      booked,
      now: new Date(),
    });
    await db
      .update(bookings)
      .set({ email: "" })
      .where(eq(bookings.reference, blank));
    expect(
      await joinGuestBookings(db, { uid: "uid-ada", email: "  " }, now),
    ).toEqual([]);
    expect(await joinGuestBookings(db, { uid: "", email: "" }, now)).toEqual(
      [],
    );
    expect(await bookingsOfAccount(db, "uid-ada")).toEqual([]);
  });
});
