import { company } from "@/data/company";

/**
 * Without JavaScript the review form cannot be sent, so it is not shown:
 * this says so and gives the phone number instead, as the checkout does.
 */
export function ReviewNeedsJavaScript() {
  return (
    <noscript>
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
        Writing a review needs JavaScript. Please switch it on and reload this
        page, or call us at{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>
        , {company.hoursLong}, and tell us how it went.
      </p>
    </noscript>
  );
}
