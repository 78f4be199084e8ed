import { getTranslations } from "next-intl/server";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";

/**
 * Without JavaScript the review form cannot be sent, so it is not shown:
 * this says so and gives the phone number instead, as the checkout does.
 */
export async function ReviewNeedsJavaScript({
  locale = "en",
}: {
  locale?: Locale;
}) {
  const said = await getTranslations({ locale, namespace: "reviewForm" });
  return (
    <noscript>
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
        {said("needsJavaScript")}{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>
        , {translator(locale, "company")("hoursLong")}, {said("tellUs")}
      </p>
    </noscript>
  );
}
