import { company } from "@/data/company";
import { checkoutCopy } from "@/data/copy/checkout";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";

/**
 * The cart lives in the browser, so without JavaScript there is nothing to
 * book: say so, and give the phone number instead.
 */
export function NeedsJavaScript({ locale = "en" }: { locale?: Locale }) {
  const said = checkoutCopy[locale];
  return (
    <noscript>
      <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
        {said.needsJavaScript}{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>{" "}
        {said.toBook(translator(locale, "company")("hoursLong"))}
      </p>
    </noscript>
  );
}
