"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Alert } from "@/components/forms/alert";
import type { ReviewableBooking } from "@/lib/reviews/replies";
import { accountReviewables } from "@/lib/server/actions/reviews";
import { formatDate } from "@/lib/dates";

/**
 * "Review your completed bookings" on /user (docs/product.md §24): every
 * Completed booking of the account still within the window, whatever it
 * might be rated, each with its link to the review form. Nothing is shown
 * while there is none.
 */
export function AccountReviews({
  idToken,
}: {
  idToken: () => Promise<string>;
}) {
  const [bookings, setBookings] = useState<ReviewableBooking[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    idToken()
      .then(accountReviewables)
      .then(
        (answer) => {
          if (!active) return;
          if (answer.ok) setBookings(answer.bookings);
          else setFailed(true);
        },
        () => active && setFailed(true),
      );
    return () => {
      active = false;
    };
  }, [idToken]);

  if (failed) {
    return (
      <Alert>
        Your bookings to review cannot be shown just now. Please reload the
        page.
      </Alert>
    );
  }
  if (!bookings || bookings.length === 0) return null;
  return (
    <section aria-labelledby="your-reviews" className="grid gap-3">
      <h2 id="your-reviews" className="text-xl font-bold text-slate-900">
        Review your completed bookings
      </h2>
      <ul className="grid gap-2">
        {bookings.map((b) => (
          <li
            key={b.reference}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
          >
            <span>
              <span className="font-mono font-semibold">{b.reference}</span>
              <span className="text-slate-700">
                {" "}
                · {b.services.join(", ")} · completed{" "}
                {formatDate(b.completedAt)}
              </span>
            </span>
            {b.reviewed ? (
              <Link
                href={b.link}
                prefetch={false}
                className="font-semibold text-brand-700 underline"
                aria-label={`Reviewed: see your review of booking ${b.reference}`}
              >
                Reviewed
              </Link>
            ) : (
              <Link
                href={b.link}
                prefetch={false}
                className="btn-primary"
                aria-label={`Write a review of booking ${b.reference}`}
              >
                Write a review
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
