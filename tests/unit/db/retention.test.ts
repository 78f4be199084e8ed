/** @jest-environment node */
import { eq } from "drizzle-orm";
import {
  bookingEvents,
  bookings,
  messages,
  notifications,
} from "@/lib/server/db/schema";
import { createMessage } from "@/lib/server/requests/store";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { pruneRequests } from "@/lib/server/retention";
import type { BookingDetails } from "@/lib/requests/schema";
import { eachEngine } from "./engines";

const details: BookingDetails = {
  firstName: "Old",
  lastName: "Customer",
  phone: "(212) 555-0100",
  email: "old@example.com",
  address1: "1 Main St",
  address2: "",
  city: "New York",
  state: "NY",
  zip: "10001",
  date: "2024-01-10",
  time: "morning",
  notes: "gate code 1234",
};
const booked = [
  {
    slug: "computer-tuneup",
    title: "Computer Tune-Up",
    price: 35,
    homeVisit: false,
  },
];

eachEngine((connection) => {
  it("erases personal fields 24 months after the last change, keeping the books", async () => {
    const { db } = connection();
    // Booked two years before the pruning below; each changed later.
    const bookedAt = new Date("2024-11-20T00:00:00Z");
    const old = await createBooking(db, { details, booked, now: bookedAt });
    const recent = await createBooking(db, { details, booked, now: bookedAt });
    const message = await createMessage(db, {
      request: {
        name: "Old",
        phone: "",
        email: "old@example.com",
        message: "hi",
      },
      now: bookedAt,
    });
    await db
      .update(bookings)
      .set({ updatedAt: new Date("2024-11-22T00:00:00Z") })
      .where(eq(bookings.reference, old));
    await db
      .update(messages)
      .set({ updatedAt: new Date("2024-11-22T00:00:00Z") });
    await db
      .update(bookings)
      .set({ updatedAt: new Date("2024-11-24T00:00:00Z") })
      .where(eq(bookings.reference, recent));

    const now = new Date("2026-11-23T12:00:00Z");
    expect(await pruneRequests(db, now)).toEqual({ bookings: 1, messages: 1 });

    const [erased] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, old));
    expect(erased).toMatchObject({
      reference: old,
      status: "requested",
      total: 35,
      preferredDate: "2024-01-10",
      firstName: null,
      email: null,
      notes: null,
      erasedAt: now,
    });
    const [kept] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, recent));
    expect(kept).toMatchObject({ email: "old@example.com", erasedAt: null });
    const [gone] = await db
      .select()
      .from(messages)
      .where(eq(messages.reference, message));
    expect(gone).toMatchObject({ name: null, email: null, message: null });

    const history = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, erased!.id));
    expect(history.map((e) => e.action)).toEqual(["request", "erase"]);
    const mails = await db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, erased!.id));
    // The company's copy and the customer's mail, which has no one left to go to.
    expect(mails).toMatchObject([
      { subject: "(erased)", text: "", html: "", status: "pending" },
      {
        subject: "(erased)",
        text: "",
        html: "",
        toAddress: null,
        status: "failed",
      },
    ]);

    // Applying it again erases nothing more.
    expect(await pruneRequests(db, now)).toEqual({ bookings: 0, messages: 0 });
  });
});
