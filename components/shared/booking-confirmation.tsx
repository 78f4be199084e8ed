import Link from "next/link";
import { BookingServices } from "./booking-services";
import { business } from "@/data/business";
import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import { priceStory } from "@/data/price-story";
import type { BookingSummary } from "@/lib/requests/form-state";
import { techPath } from "@/lib/techs/card";

/** The booking request as the company received it, and what happens next. */
export function BookingConfirmation({
  reference,
  booking,
}: {
  reference: string;
  booking: BookingSummary;
}) {
  const { cancellation } = business;
  return (
    <div className="rounded-xl border border-green-300 bg-green-50 p-6 text-slate-900">
      <h3 className="text-lg font-bold">
        {booking.confirmed
          ? "Thank you, your booking is confirmed"
          : "Thank you, we have your booking request"}
      </h3>
      <p className="mt-2">
        Your reference is{" "}
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
          Confirmed for <strong>{booking.confirmed.start}</strong> with{" "}
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
          Preferred: {booking.date}, {booking.window}.
        </p>
      )}
      {booking.address && (
        <p className="mt-1 break-words">
          The technician comes to <strong>{booking.address}</strong>. Not right?
          Call us before the appointment.
        </p>
      )}
      <h4 className="mt-4 font-bold">What happens next</h4>
      <p className="mt-1">
        {booking.confirmed
          ? "We have e-mailed you the confirmation with a calendar file."
          : "We call you to confirm the time."}{" "}
        {priceStory.price} {priceStory.payment} Questions? Call{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>{" "}
        and mention your reference. You can see, cancel or change this booking
        at any time under{" "}
        <Link
          href={`/bookings?reference=${reference}`}
          className="font-semibold text-brand-700 underline"
        >
          Manage your booking
        </Link>{" "}
        with your reference and e-mail address.
      </p>
      <p className="mt-2 text-sm">
        We never ask for passwords or for payment by gift card, cryptocurrency,
        wire transfer or payment app. If a caller does, it is not us: see{" "}
        {/* The path as written, not data/navigation.ts: importing that would
            bring its copy into this client island (docs/product.md §16). */}
        <Link
          href="/stay-safe"
          prefetch={false}
          className="font-semibold text-brand-700 underline"
        >
          how to spot a tech-support scam
        </Link>
        .
      </p>
      <p className="mt-2 text-sm">
        You can cancel free of charge up to {cancellation.freeUntilHours} hours
        before the appointment; later cancellations cost{" "}
        {formatUsd(cancellation.lateFee)}, and one cancelled less than{" "}
        {cancellation.fullChargeWithinHours} hours before it starts costs the
        full price (see our{" "}
        <Link
          href="/cancellation-policy"
          className="font-semibold text-brand-700 underline"
        >
          cancellation policy
        </Link>
        ).
      </p>
    </div>
  );
}
