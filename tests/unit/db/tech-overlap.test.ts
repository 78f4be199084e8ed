/** @jest-environment node */
import { eq } from "drizzle-orm";
import { contentCatalogue } from "@/lib/content/services";
import { services } from "@/data/services";
import { repriceServices } from "@/lib/requests/reprice";
import { busyMinutes } from "@/lib/scheduling/slots";
import { visitOf } from "@/lib/scheduling/visit";
import { bookings } from "@/lib/server/db/schema";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { eachEngine } from "./engines";
import { details } from "./requests";

/** SQLSTATE of a refused write, as drizzle wraps the driver's error. */
function sqlState(error: unknown): unknown {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const at = (iso: string) => new Date(iso);
// 90 minutes of work and 30 of travel: busy for two hours.
const installation = repriceServices(
  ["printer-installation"],
  contentCatalogue,
);
const address = { ...details, address1: "1 Main St", zip: "10001" };

/** When the bookings are made: before any start below. */
const bookedAt = new Date("2026-11-20T12:00:00Z");

eachEngine((connection) => {
  /** A Requested booking, then confirmed as staff would: the database keeps busy_until. */
  async function confirmed(tech: string | null, start: string) {
    const { db } = connection();
    const reference = await createBooking(db, {
      details: address,
      booked: installation,
      now: bookedAt,
    });
    await db
      .update(bookings)
      .set({ status: "confirmed", assignedTechUid: tech, startsAt: at(start) })
      .where(eq(bookings.reference, reference));
    return reference;
  }

  it("refuses a second Confirmed booking of one Tech whose time, buffer included, overlaps (docs/product.md §23.5)", async () => {
    await confirmed("ann", "2026-11-30T15:00:00Z");
    const second = confirmed("ann", "2026-11-30T16:30:00Z");
    await expect(second).rejects.toThrow();
    expect(await second.catch(sqlState)).toBe("23P01");
    // A change of start into the first one's time is refused the same way.
    const third = await confirmed("ann", "2026-11-30T18:00:00Z");
    const moved = connection()
      .db.update(bookings)
      .set({ startsAt: at("2026-11-30T16:00:00Z") })
      .where(eq(bookings.reference, third));
    expect(await moved.catch(sqlState)).toBe("23P01");
  });

  it("lets one Tech's visits meet end to start, and two Techs take the same time", async () => {
    await confirmed("ann", "2026-11-30T15:00:00Z");
    await confirmed("ann", "2026-11-30T17:00:00Z");
    await confirmed("bo", "2026-11-30T15:00:00Z");
    await confirmed(null, "2026-11-30T15:00:00Z");
    const { db } = connection();
    expect(await db.$count(bookings, eq(bookings.status, "confirmed"))).toBe(4);
  });

  it("frees the time of a booking that is no longer Confirmed, and keeps it through other changes", async () => {
    const { db } = connection();
    const first = await confirmed("ann", "2026-11-30T15:00:00Z");
    await db
      .update(bookings)
      .set({ notes: "Ring twice" })
      .where(eq(bookings.reference, first));
    const [kept] = await db
      .select({ busyUntil: bookings.busyUntil })
      .from(bookings)
      .where(eq(bookings.reference, first));
    expect(kept!.busyUntil).toEqual(at("2026-11-30T17:00:00Z"));
    await db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.reference, first));
    await confirmed("ann", "2026-11-30T15:00:00Z");
    const [freed] = await db
      .select({ busyUntil: bookings.busyUntil })
      .from(bookings)
      .where(eq(bookings.reference, first));
    expect(freed!.busyUntil).toBeNull();
  });

  it("holds each service's Tech as long as the slot function counts it", async () => {
    const { db } = connection();
    const start = at("2026-12-07T15:00:00Z");
    for (const [i, service] of services.entries()) {
      const reference = await createBooking(db, {
        details: address,
        booked: repriceServices([service.slug], contentCatalogue),
        now: bookedAt,
        onSlot: {
          start,
          techUid: `tech-${i}`,
          tech: {
            displayName: `Tech ${i}`,
            handle: `tech-${i}`,
            address: null,
          },
        },
      });
      const [row] = await db
        .select({ busyUntil: bookings.busyUntil })
        .from(bookings)
        .where(eq(bookings.reference, reference));
      const minutes = busyMinutes(visitOf([service.slug], contentCatalogue.en));
      expect([
        service.slug,
        row!.busyUntil!.getTime() - start.getTime(),
      ]).toEqual([service.slug, minutes * 60_000]);
    }
  });
});
