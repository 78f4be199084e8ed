import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReviewForm } from "@/lib/reviews/replies";
import { techPath } from "@/lib/techs/card";
import { formatDate } from "@/lib/dates";
import type { Locale } from "@/data/locale";

/**
 * The booking a review is about: what the customer is asked to judge. Its
 * words come from the page's request (`setRequestLocale`), as a sync piece's
 * do; `locale` writes the date.
 */
export function ReviewBooking({
  booking,
  locale = "en",
}: {
  booking: ReviewForm["booking"];
  locale?: Locale;
}) {
  const said = useTranslations("reviewForm");
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[10rem_1fr] [&_dt]:font-semibold [&_dt]:text-slate-900">
      <dt>{said("booking")}</dt>
      <dd className="font-mono">{booking.reference}</dd>
      <dt>{said("services")}</dt>
      <dd>{booking.services.join(", ")}</dd>
      {booking.techName && (
        <>
          <dt>{said("technician")}</dt>
          <dd>
            {booking.techHandle ? (
              <Link
                href={techPath(booking.techHandle)}
                className="font-semibold text-brand-700 underline"
              >
                {booking.techName}
              </Link>
            ) : (
              booking.techName
            )}
          </dd>
        </>
      )}
      <dt>{said("completed")}</dt>
      <dd>{formatDate(booking.completedAt, undefined, locale)}</dd>
    </dl>
  );
}
