/** @jest-environment node */
import { eq } from "drizzle-orm";
import { contentCatalogue } from "@/lib/content/services";
import { repriceServices } from "@/lib/requests/reprice";
import { bookingAction } from "@/lib/server/desk/actions";
import { bookings } from "@/lib/server/db/schema";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { eachEngine } from "./engines";
import { details } from "./requests";

// The tests read the outbox's rows; the sender that a change starts is not run.
jest.mock("@/lib/server/background", () => ({
  sendNotificationsNow: jest.fn(),
}));

/** 20:00 on 23 November 2026 in New York. */
const now = new Date("2026-11-24T01:00:00.000Z");
const staff = { by: "staff ann@example.com", now };
const address = { ...details, address1: "1 Main St", zip: "10001" };

eachEngine((connection) => {
  /** A Requested home visit (two hours with travel), assigned to a Tech as staff would. */
  async function assigned(tech: string, reference: string) {
    const { db } = connection();
    await createBooking(db, {
      details: address,
      booked: repriceServices(["printer-installation"], contentCatalogue),
      draw: () => reference,
      now,
    });
    await db
      .update(bookings)
      .set({ assignedTechUid: tech })
      .where(eq(bookings.reference, reference));
  }

  const confirm = (reference: string, time: string) =>
    bookingAction(
      connection().db,
      reference,
      { action: "confirm", date: "2026-11-30", time, expectedVersion: 1 },
      staff,
    );

  it("refuses staff a second confirmation of one Tech at an overlapping time, naming the booking in the way (docs/product.md §23.5)", async () => {
    await assigned("tech-ann", "BP-AAAAAA");
    await assigned("tech-ann", "BP-BBBBBB");
    expect((await confirm("BP-AAAAAA", "10:00")).status).toBe(200);
    const second = await confirm("BP-BBBBBB", "11:30");
    expect(second).toEqual({
      status: 409,
      body: {
        reason: "overlap",
        error:
          "The technician of booking BP-BBBBBB is already booked then: it would overlap booking BP-AAAAAA, Confirmed for Mon, Nov 30, 2026, 10:00 AM ET, travel included. Nothing was done; choose another time.",
      },
    });
    const [still] = await connection()
      .db.select({ status: bookings.status, version: bookings.version })
      .from(bookings)
      .where(eq(bookings.reference, "BP-BBBBBB"));
    expect(still).toEqual({ status: "requested", version: 1 });
    // The first visit and its travel end at 12:00: a start then is taken.
    expect((await confirm("BP-BBBBBB", "12:00")).status).toBe(200);
  });
});
