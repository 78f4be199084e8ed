"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/forms/alert";
import type { ReviewableBooking } from "@/lib/reviews/replies";
import { accountReviewables } from "@/lib/server/actions/reviews";
import { formatDate } from "@/lib/dates";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";

/**
 * "Review your completed bookings" on /user (docs/product.md §24): every
 * Completed booking of the account still within the window, whatever it
 * might be rated, each with its link to the review form. Nothing is shown
 * while there is none.
 */
export function AccountReviews({
  idToken,
  locale = "en",
}: {
  idToken: () => Promise<string>;
  locale?: Locale;
}) {
  const said = useTranslations("accountReviews");
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
    return <Alert>{said("failed")}</Alert>;
  }
  if (!bookings || bookings.length === 0) return null;
  return (
    <section aria-labelledby="your-reviews" className="grid gap-3">
      <h2 id="your-reviews" className="text-xl font-bold text-slate-900">
        {said("heading")}
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
                · {b.services.join(", ")} · {said("completed")}{" "}
                {formatDate(b.completedAt, undefined, locale)}
              </span>
            </span>
            {b.reviewed ? (
              <Link
                href={localePath(locale, b.link)}
                prefetch={false}
                className="font-semibold text-brand-700 underline"
                aria-label={said("reviewedLabel", { reference: b.reference })}
              >
                {said("reviewed")}
              </Link>
            ) : (
              <Link
                href={localePath(locale, b.link)}
                prefetch={false}
                className="btn-primary"
                aria-label={said("writeLabel", { reference: b.reference })}
              >
                {said("write")}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
