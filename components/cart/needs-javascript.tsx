import { getTranslations } from "next-intl/server";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";

/**
 * The cart lives in the browser, so without JavaScript there is nothing to
 * book: say so, and give the phone number instead.
 */
export async function NeedsJavaScript({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "checkout" });
  return (
    <noscript>
      <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
        {t("needsJavaScript")}{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>{" "}
        {t("toBook", { hours: translator(locale, "company")("hoursLong") })}
      </p>
    </noscript>
  );
}
