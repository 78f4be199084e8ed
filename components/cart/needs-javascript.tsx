import { company } from "@/data/company";

/**
 * The cart lives in the browser, so without JavaScript there is nothing to
 * book: say so, and give the phone number instead.
 */
export function NeedsJavaScript() {
  return (
    <noscript>
      <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
        Booking online needs JavaScript, because your cart is kept in your
        browser. Please switch JavaScript on, or call us at{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>{" "}
        to book, {company.hoursLong}.
      </p>
    </noscript>
  );
}
