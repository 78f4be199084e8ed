import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactDetails } from "@/components/contact/contact-details";
import { ContactForm } from "@/components/contact/contact-form";
import { PageBanner } from "@/components/content/page-banner";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { IslandWords } from "@/components/shared/island-words";
import { enquiryNames } from "@/lib/contact-form/plan-link";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";

/** Read with `translator`, so the page files keep their static `metadata`. */
export function contactMetadata(locale: Locale): Metadata {
  const t = translator(locale, "contact");
  return pageMetadata({
    title: t("title"),
    description: t("description", {
      phone: company.phone.display,
      name: company.name,
      hours: translator(locale, "company")("hours"),
    }),
    path: localePath(locale, "/contact-us"),
    locale,
  });
}

/** /contact-us in either language: the form sends its `locale`, and is answered in it. */
export async function ContactRoute({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "contact" });
  return (
    <>
      <PageBanner title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className="text-2xl font-bold text-slate-900">
            {t("formHeading")}
          </h2>
          <div className="mt-4">
            <IslandWords locale={locale} namespaces={["contact"]}>
              <ContactForm
                enquiryNames={enquiryNames(locale)}
                locale={locale}
              />
            </IslandWords>
          </div>
        </section>
        <ContactDetails locale={locale} />
      </div>
    </>
  );
}
