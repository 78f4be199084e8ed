import "server-only";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { translator } from "@/lib/i18n/catalogue";
import { composeReviewHidden } from "@/lib/reviews/mail";
import { moderationSchema } from "@/lib/reviews/schema";
import { sendNotificationsNow } from "@/lib/server/background";
import type { Database } from "@/lib/server/db/client";
import { bookings, reviews } from "@/lib/server/db/schema";
import { refuse, type Outcome } from "@/lib/server/http";
import { reasonLabel, statusWord, toDesk } from "./desk-view";
import { refreshTechPages } from "./shared";
import { changeReview } from "./store";

/**
 * Staff keep a review, or hide it for a reason from the list and mail its
 * author that reason (docs/product.md §24.3). Nothing here reads the rating:
 * the reason is the only ground, and the words are never changed.
 */
export async function moderateReview(
  db: Database,
  raw: unknown,
  staffEmail: string,
  { now }: { now: Date },
): Promise<Outcome> {
  // English, as the desk is.
  const said = translator("en", "reviewWork");
  const parsed = v.safeParse(moderationSchema, raw);
  if (!parsed.success) {
    return refuse(
      "invalid",
      parsed.issues[0]?.message ?? said("moderation.notUnderstood"),
    );
  }
  const input = parsed.output;
  const label = input.action === "hide" ? reasonLabel(input.reason) : null;
  const [booking] = await db
    .select({ reference: bookings.reference })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(reviews.id, input.id));
  const result = await changeReview(db, input.id, {
    action: input.action,
    actor: "staff",
    by: `staff ${staffEmail}`,
    now,
    note: label,
    expectedVersion: input.version,
    set: { hiddenReason: input.action === "hide" ? input.reason : null },
    mail: (review) =>
      label && review.email && booking
        ? composeReviewHidden({
            to: review.email,
            reference: booking.reference,
            reasonLabel: label,
            body: review.body,
          })
        : undefined,
  });
  if (!result.ok && !("review" in result)) {
    return refuse("not-found", said("id.none"));
  }
  if (!result.ok && result.reason === "stale") {
    return refuse("stale", said("moderation.stale"));
  }
  if (!result.ok) {
    return refuse(
      "not-allowed",
      said("moderation.notAllowed", {
        status: statusWord(result.review.status),
      }),
    );
  }
  if (input.action === "hide") sendNotificationsNow();
  await refreshTechPages(db, result.review.techUid);
  const [row] = await toDesk(db, [result.review]);
  return { status: 200, body: { review: row } };
}

export { deskReviews } from "./desk-view";
