import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BookingConfirmationView } from "@/components/bookings/booking-confirmation-view";
import { ManageBooking } from "@/components/bookings/manage-booking";
import { IslandWords } from "@/components/shared/island-words";
import { business } from "@/data/business";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";

export async function bookingsMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "booking" });
  return pageMetadata({
    title: t("manageTitle"),
    description: t("manageDescription"),
    path: localePath(locale, "/bookings"),
    locale,
  });
}

/**
 * /bookings and /es/bookings: find a booking, then see, move or cancel it.
 * The manage view's words are the `booking` namespace.
 */
export async function BookingsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "booking" });
  const { cancellation, rescheduling } = business;
  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t("manageTitle")}
      </h1>
      <IslandWords locale={locale} namespaces={["booking"]}>
        <ManageBooking
          locale={locale}
          intro={
            <p className="max-w-prose text-slate-700">
              {t("intro")}{" "}
              <Link
                href={localePath(locale, "/user")}
                className="font-semibold text-brand-700 underline"
              >
                {t("yourAccount")}
              </Link>
              .
            </p>
          }
        />
      </IslandWords>
      <p className="max-w-prose text-sm text-slate-600">
        {t("fees", {
          freeHours: cancellation.freeUntilHours,
          lateFee: formatUsd(cancellation.lateFee),
          fullHours: cancellation.fullChargeWithinHours,
          changeHours: rescheduling.freeUntilHours,
          changeFee: formatUsd(rescheduling.lateFee),
        })}{" "}
        <Link
          href={localePath(locale, "/cancellation-policy")}
          className="font-semibold text-brand-700 underline"
        >
          {t("policy")}
        </Link>
        {t("started")}{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>
        .
      </p>
    </div>
  );
}

export async function confirmationMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "booking" });
  return pageMetadata({
    title: t("confirmationTitle"),
    description: t("confirmationDescription"),
    path: localePath(locale, "/bookings/confirmation"),
    locale,
  });
}

/** /bookings/confirmation and its Spanish twin: the booking its link opens. */
export async function ConfirmationPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "booking" });
  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t("confirmationTitle")}
      </h1>
      <IslandWords locale={locale} namespaces={["booking", "priceStory"]}>
        <BookingConfirmationView locale={locale} />
      </IslandWords>
    </div>
  );
}
