import { readClaims, signClaims } from "@/lib/signed-token";
import { reviewDeadline } from "./eligibility";

/**
 * Signed apart from the manage link and the manage view's tokens
 * (lib/bookings/), so none is ever taken for another.
 */
const purpose = "review-link";

/**
 * The token of a booking's review link (docs/product.md §24.1): its reference
 * and the end of its review window, signed with the server's secret. It opens
 * the review form of that booking only, with nothing to type.
 */
export function signReviewLink(
  booking: { reference: string; completedAt: Date },
  secret: string,
): string {
  return signClaims(
    purpose,
    { r: booking.reference, e: reviewDeadline(booking.completedAt).getTime() },
    secret,
  );
}

/**
 * The reference a token opens now, or undefined when it is not ours, was
 * altered in any way, or its review window has closed.
 */
export function reviewLinkReference(
  token: unknown,
  { secret, now }: { secret: string; now: Date },
): string | undefined {
  const { r, e } = readClaims(purpose, token, secret) ?? {};
  if (typeof r !== "string" || typeof e !== "number") return undefined;
  return now.getTime() <= e ? r : undefined;
}

/** The review form's path; the token is a path segment the page reads. */
export const reviewPath = (token: string) => `/reviews/${token}`;
