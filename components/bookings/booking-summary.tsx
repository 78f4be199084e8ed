import { formatUsd } from "@/data/money";
import type { ManagedBooking } from "@/lib/bookings/manage";
import { BookingServices } from "@/components/shared/booking-services";
import { useTranslations } from "next-intl";

/** A booking as the visitor may see it: state, time, a home visit's address, services, total and history. */
export function BookingSummary({ booking }: { booking: ManagedBooking }) {
  const t = useTranslations("booking");
  return (
    <div className="grid gap-4">
      <dl className="grid gap-1 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">{t("reference")}</dt>
        <dd className="font-mono">{booking.reference}</dd>
        <dt className="font-semibold">{t("status")}</dt>
        <dd>
          <strong>{booking.statusLabel}</strong>
        </dd>
        <dt className="font-semibold">{t("when")}</dt>
        <dd>{booking.when}</dd>
        {booking.address && (
          <>
            <dt className="font-semibold">{t("address")}</dt>
            <dd className="break-words">{booking.address}</dd>
          </>
        )}
        {booking.fees > 0 && (
          <>
            <dt className="font-semibold">{t("feesRecorded")}</dt>
            <dd>
              {formatUsd(booking.fees)} {t("notChargedOnline")}
            </dd>
          </>
        )}
      </dl>
      <div>
        <h3 className="font-bold">{t("servicesHeading")}</h3>
        <BookingServices
          layout="list"
          services={booking.lines}
          total={booking.total}
          totalLabel={t("total")}
          className="mt-1 divide-slate-200"
        />
      </div>
      <div>
        <h3 className="font-bold">{t("history")}</h3>
        <ol className="mt-1 grid gap-1">
          {booking.history.map((event, index) => (
            <li key={index}>
              <span className="text-slate-600">{event.at}</span>: {event.text}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
