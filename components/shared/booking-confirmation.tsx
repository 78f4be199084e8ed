import Link from "next/link";
import { BookingServices } from "./booking-services";
import { business } from "@/data/business";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { companyPhone } from "@/data/phone";
import { formatUsd } from "@/data/money";
import type { BookingSummary } from "@/lib/requests/form-state";
import { techPath } from "@/lib/techs/card";
import { useTranslations } from "next-intl";

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
  const t = useTranslations("booking");
  const story = useTranslations("priceStory");
  return (
    <div className="rounded-xl border border-green-300 bg-green-50 p-6 text-slate-900">
      <h3 className="text-lg font-bold">
        {booking.confirmed ? t("thanksConfirmed") : t("thanksRequested")}
      </h3>
      <p className="mt-2">
        {t("yourReference")}{" "}
        <strong className="font-mono text-lg">{reference}</strong>.
      </p>
      <BookingServices
        layout="list"
        services={booking.lines}
        total={booking.total}
        totalLabel={t("total")}
        className="mt-3 divide-green-200"
      />
      {booking.confirmed ? (
        <p className="mt-3">
          {t("confirmedFor")} <strong>{booking.confirmed.start}</strong>{" "}
          {t("with")}{" "}
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
          {t("preferred")} {booking.date}, {booking.window}.
        </p>
      )}
      {booking.address && (
        <p className="mt-1 break-words">
          {t("comesTo")} <strong>{booking.address}</strong>. {t("notRight")}
        </p>
      )}
      <h4 className="mt-4 font-bold">{t("whatNext")}</h4>
      <p className="mt-1">
        {booking.confirmed ? t("mailedIcs") : t("weCall")} {story("price")}{" "}
        {story("payment")} {t("questions")}{" "}
        <a
          href={`tel:${companyPhone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {companyPhone.display}
        </a>{" "}
        {t("mentionReference")}{" "}
        <Link
          href={`${localePath(locale, "/bookings")}?reference=${reference}`}
          className="font-semibold text-brand-700 underline"
        >
          {t("manageYourBooking")}
        </Link>{" "}
        {t("withReferenceAndEmail")}
      </p>
      <p className="mt-2 text-sm">
        {t("neverAsk")}{" "}
        {/* The path as written, not data/navigation.ts: importing that would
            bring its copy into this client island (docs/product.md §16). */}
        <Link
          href={localePath(locale, "/stay-safe")}
          prefetch={false}
          className="font-semibold text-brand-700 underline"
        >
          {t("spotScam")}
        </Link>
        .
      </p>
      <p className="mt-2 text-sm">
        {t("cancelFree", {
          hours: cancellation.freeUntilHours,
          fee: formatUsd(cancellation.lateFee),
          fullHours: cancellation.fullChargeWithinHours,
        })}{" "}
        ({t("seePolicy")}{" "}
        <Link
          href={localePath(locale, "/cancellation-policy")}
          className="font-semibold text-brand-700 underline"
        >
          {t("cancellationPolicy")}
        </Link>
        ).
      </p>
    </div>
  );
}
