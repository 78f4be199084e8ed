import Link from "next/link";
import { ManageBooking } from "@/components/bookings/manage-booking";
import { business } from "@/data/business";
import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Manage a booking",
  description:
    "Find your booking with its reference and e-mail address to see where it stands, cancel it or change its date and time.",
  path: "/bookings",
});

export default function BookingsPage() {
  const { cancellation, rescheduling } = business;
  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        Manage a booking
      </h1>
      <ManageBooking
        intro={
          <p className="max-w-prose text-slate-700">
            Enter the reference from your confirmation and the e-mail address
            you booked with. Signed in when you booked? Your bookings are also
            on{" "}
            <Link
              href="/user"
              className="font-semibold text-brand-700 underline"
            >
              your account
            </Link>
            .
          </p>
        }
      />
      <p className="max-w-prose text-sm text-slate-600">
        Cancelling is free until {cancellation.freeUntilHours} hours before a
        confirmed appointment, {formatUsd(cancellation.lateFee)} after that, and
        the full price under {cancellation.fullChargeWithinHours} hours.
        Changing the time is free until {rescheduling.freeUntilHours} hours
        before, then {formatUsd(rescheduling.lateFee)} for a home visit. Nothing
        is charged online (see our{" "}
        <Link
          href="/cancellation-policy"
          className="font-semibold text-brand-700 underline"
        >
          cancellation policy
        </Link>
        ). Once an appointment has started, call us at{" "}
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
