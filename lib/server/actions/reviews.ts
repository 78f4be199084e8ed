"use server";

import "server-only";
import type { ReviewableBooking } from "@/lib/reviews/replies";
import { database } from "@/lib/server/db/client";
import { verifiedUser } from "@/lib/server/identity";
import { reviewableBookings } from "@/lib/server/reviews/account";

/**
 * The signed-in visitor's Completed bookings that can still be reviewed, for
 * /user (docs/product.md §24); the ID token names the account, never a uid.
 */
export async function accountReviewables(
  idToken: string,
): Promise<{ ok: true; bookings: ReviewableBooking[] } | { ok: false }> {
  try {
    const user = await verifiedUser(idToken);
    if (!user) return { ok: false };
    return {
      ok: true,
      bookings: await reviewableBookings(
        await database(),
        user.uid,
        new Date(),
      ),
    };
  } catch (error) {
    console.error(
      "Listing an account's reviewable bookings failed:",
      error instanceof Error ? error.message : error,
    );
    return { ok: false };
  }
}
