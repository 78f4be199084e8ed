import "server-only";
import { desc, eq } from "drizzle-orm";
import { allowedActions } from "@/lib/bookings/status";
import type { BookingDetail } from "@/lib/desk/payloads";
import type { Database } from "@/lib/server/db/client";
import { bookings } from "@/lib/server/db/schema";
import { detailOf } from "@/lib/server/desk/queries";

/** A booking as its assigned Tech sees it: the desk's detail, with the Tech's own actions and no mail log. */
export type TechBooking = Omit<BookingDetail, "deliveries">;

export function forTech(detail: BookingDetail, now = new Date()): TechBooking {
  const clock = {
    now,
    startsAt: detail.startsAt ? new Date(detail.startsAt) : null,
  };
  const shown: { -readonly [K in keyof BookingDetail]?: BookingDetail[K] } = {
    ...detail,
    actions: allowedActions(detail.status, "tech", clock),
  };
  delete shown.deliveries;
  return shown as TechBooking;
}

/** The bookings assigned to this Tech, newest first (docs/product.md §18.5). */
export async function bookingsOfTech(
  db: Database,
  uid: string,
): Promise<TechBooking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.assignedTechUid, uid))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
  return Promise.all(rows.map(async (row) => forTech(await detailOf(db, row))));
}
