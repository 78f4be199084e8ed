import { formatUsd } from "@/data/money";
import type { ManagedBooking } from "@/lib/bookings/manage";
import { BookingServices } from "@/components/shared/booking-services";

/** A booking as the visitor may see it: state, time, a home visit's address, services, total and history. */
export function BookingSummary({ booking }: { booking: ManagedBooking }) {
  return (
    <div className="grid gap-4">
      <dl className="grid gap-1 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">Reference</dt>
        <dd className="font-mono">{booking.reference}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          <strong>{booking.statusLabel}</strong>
        </dd>
        <dt className="font-semibold">When</dt>
        <dd>{booking.when}</dd>
        {booking.address && (
          <>
            <dt className="font-semibold">Address</dt>
            <dd className="break-words">{booking.address}</dd>
          </>
        )}
        {booking.fees > 0 && (
          <>
            <dt className="font-semibold">Fees recorded</dt>
            <dd>{formatUsd(booking.fees)} (not charged online)</dd>
          </>
        )}
      </dl>
      <div>
        <h3 className="font-bold">Services</h3>
        <BookingServices
          layout="list"
          services={booking.lines}
          total={booking.total}
          className="mt-1 divide-slate-200"
        />
      </div>
      <div>
        <h3 className="font-bold">History</h3>
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
