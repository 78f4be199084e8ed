import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";

/** The empty search result: a person can still help, by phone or the contact form. */
export async function NoMatchingService({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "allServices" });
  const words = await getTranslations({ locale, namespace: "company" });
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6">
      <h2 className="text-xl font-semibold text-slate-900">
        {t("noMatchTitle")}
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">
        {t("noMatchBefore")}{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-800 underline"
        >
          {company.phone.display}
        </a>{" "}
        {t("noMatchMiddle", { hours: words("hours") })}{" "}
        <Link
          href={localePath(locale, "/contact-us")}
          prefetch={false}
          className="font-semibold text-brand-800 underline"
        >
          {t("contactPage")}
        </Link>{" "}
        {t("noMatchAfter")}
      </p>
    </div>
  );
}
