import Link from "next/link";
import { BookingServices } from "./booking-services";
import { business } from "@/data/business";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { companyPhone } from "@/data/phone";
import { formatUsd } from "@/data/money";
import type { BookingSummary } from "@/lib/requests/form-state";
import { techPath } from "@/lib/techs/card";
import { useBookingWords } from "./booking-words";

/** The booking request as the company received it, and what happens next. */
export function BookingConfirmation({
  reference,
  booking,
  locale = "en",
}: {
  reference: string;
  booking: BookingSummary;
  /** The page's language, for its links. */
  locale?: Locale;
}) {
  const { cancellation } = business;
  const { said, priceStory } = useBookingWords();
  return (
    <div className="rounded-xl border border-green-300 bg-green-50 p-6 text-slate-900">
      <h3 className="text-lg font-bold">
        {booking.confirmed ? said.thanksConfirmed : said.thanksRequested}
      </h3>
      <p className="mt-2">
        {said.yourReference}{" "}
        <strong className="font-mono text-lg">{reference}</strong>.
      </p>
      <BookingServices
        layout="list"
        services={booking.lines}
        total={booking.total}
        className="mt-3 divide-green-200"
      />
      {booking.confirmed ? (
        <p className="mt-3">
          {said.confirmedFor} <strong>{booking.confirmed.start}</strong>{" "}
          {said.with}{" "}
          <Link
            href={techPath(booking.confirmed.tech.handle)}
            className="font-semibold text-brand-700 underline"
          >
            {booking.confirmed.tech.displayName}
          </Link>
          .
        </p>
      ) : (
        <p className="mt-3">
          {said.preferred} {booking.date}, {booking.window}.
        </p>
      )}
      {booking.address && (
        <p className="mt-1 break-words">
          {said.comesTo} <strong>{booking.address}</strong>. {said.notRight}
        </p>
      )}
      <h4 className="mt-4 font-bold">{said.whatNext}</h4>
      <p className="mt-1">
        {booking.confirmed ? said.mailedIcs : said.weCall} {priceStory.price}{" "}
        {priceStory.payment} {said.questions}{" "}
        <a
          href={`tel:${companyPhone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {companyPhone.display}
        </a>{" "}
        {said.mentionReference}{" "}
        <Link
          href={`${localePath(locale, "/bookings")}?reference=${reference}`}
          className="font-semibold text-brand-700 underline"
        >
          {said.manageYourBooking}
        </Link>{" "}
        {said.withReferenceAndEmail}
      </p>
      <p className="mt-2 text-sm">
        {said.neverAsk}{" "}
        {/* The path as written, not data/navigation.ts: importing that would
            bring its copy into this client island (docs/product.md §16). */}
        <Link
          href={localePath(locale, "/stay-safe")}
          prefetch={false}
          className="font-semibold text-brand-700 underline"
        >
          {said.spotScam}
        </Link>
        .
      </p>
      <p className="mt-2 text-sm">
        {said.cancelFree(
          cancellation.freeUntilHours,
          formatUsd(cancellation.lateFee),
          cancellation.fullChargeWithinHours,
        )}{" "}
        ({said.seePolicy}{" "}
        <Link
          href={localePath(locale, "/cancellation-policy")}
          className="font-semibold text-brand-700 underline"
        >
          {said.cancellationPolicy}
        </Link>
        ).
      </p>
    </div>
  );
}
