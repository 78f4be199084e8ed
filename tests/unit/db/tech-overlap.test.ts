/** @jest-environment node */
import { eq } from "drizzle-orm";
import { bookings } from "@/lib/server/db/schema";
import { createBooking } from "@/lib/server/requests/store";
import { eachEngine } from "./engines";
import { booked, details } from "./requests";

/** SQLSTATE of an exclusion violation, as drizzle wraps the driver's error. */
function sqlState(error: unknown): unknown {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const at = (iso: string) => new Date(iso);

eachEngine((connection) => {
  async function confirmed(tech: string | null, from: string, until: string) {
    const { db } = connection();
    const reference = await createBooking(db, { details, booked });
    return db
      .update(bookings)
      .set({
        status: "confirmed",
        assignedTechUid: tech,
        startsAt: at(from),
        busyUntil: at(until),
      })
      .where(eq(bookings.reference, reference));
  }

  it("refuses a second Confirmed booking of one Tech whose time, buffer included, overlaps (docs/product.md §23.5)", async () => {
    await confirmed("ann", "2026-11-30T15:00:00Z", "2026-11-30T17:00:00Z");
    const second = confirmed(
      "ann",
      "2026-11-30T16:30:00Z",
      "2026-11-30T18:00:00Z",
    );
    await expect(second).rejects.toThrow();
    expect(await second.catch(sqlState)).toBe("23P01");
  });

  it("lets one Tech's visits meet end to start, and two Techs take the same time", async () => {
    await confirmed("ann", "2026-11-30T15:00:00Z", "2026-11-30T17:00:00Z");
    await confirmed("ann", "2026-11-30T17:00:00Z", "2026-11-30T18:00:00Z");
    await confirmed("bo", "2026-11-30T15:00:00Z", "2026-11-30T17:00:00Z");
    await confirmed(null, "2026-11-30T15:00:00Z", "2026-11-30T17:00:00Z");
    const { db } = connection();
    expect(await db.$count(bookings)).toBe(4);
  });

  it("counts only Confirmed bookings: a cancelled one frees its time", async () => {
    const { db } = connection();
    await confirmed("ann", "2026-11-30T15:00:00Z", "2026-11-30T17:00:00Z");
    await db.update(bookings).set({ status: "cancelled" });
    await confirmed("ann", "2026-11-30T15:00:00Z", "2026-11-30T17:00:00Z");
    expect(await db.$count(bookings, eq(bookings.status, "confirmed"))).toBe(1);
  });
});
