import { reviewLimits } from "@/data/reviews";
import type { ReviewRefusalCode } from "./replies";
import type { ReviewStatus } from "./status";

const day = 24 * 60 * 60_000;

/** What the rule reads of a booking: never anything about a review's rating. */
export type EligibleBooking = {
  readonly status: string;
  readonly completedAt: Date | null;
  /** The account that made the booking; null for a guest's booking. */
  readonly accountUid: string | null;
};

export type ExistingReview = {
  readonly status: ReviewStatus;
  readonly edits: number;
};

/** Opening the form, posting a first review, or posting a change to one. */
export type ReviewIntent = "open" | "write" | "edit";

export type Eligibility =
  /** "read": the review is shown, and can no longer be changed. */
  | { readonly ok: true; readonly mode: "write" | "edit" | "read" }
  | { readonly ok: false; readonly code: ReviewRefusalCode };

/** The last moment a review of a booking completed then may be written or changed. */
export function reviewDeadline(completedAt: Date): Date {
  return new Date(completedAt.getTime() + reviewLimits.writeWithinDays * day);
}

/**
 * Whether a review of this booking may be written, or its review changed,
 * now (docs/product.md §24.1): the booking is Completed, at most 60 days ago
 * to the millisecond; whoever is signed in is the booking's own account (the
 * signed link alone is enough when nobody is); one review, changed once,
 * and not once staff hid it. Opening a review that can no longer change shows
 * it; posting a change to it, or a second review, is refused.
 */
export function reviewEligibility({
  booking,
  review,
  viewerUid,
  now,
  intent,
}: {
  booking: EligibleBooking;
  review: ExistingReview | null;
  viewerUid: string | null;
  now: Date;
  intent: ReviewIntent;
}): Eligibility {
  if (booking.status !== "completed" || booking.completedAt === null) {
    return { ok: false, code: "not-completed" };
  }
  if (
    viewerUid !== null &&
    booking.accountUid !== null &&
    viewerUid !== booking.accountUid
  ) {
    return { ok: false, code: "other-account" };
  }
  if (now.getTime() > reviewDeadline(booking.completedAt).getTime()) {
    return { ok: false, code: "too-late" };
  }
  if (review === null) return { ok: true, mode: "write" };
  if (intent === "write") return { ok: false, code: "already-reviewed" };
  const changeable =
    review.status !== "hidden" && review.edits < reviewLimits.edits;
  if (changeable) return { ok: true, mode: "edit" };
  return intent === "open"
    ? { ok: true, mode: "read" }
    : { ok: false, code: "no-more-edits" };
}
