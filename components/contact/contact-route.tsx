import type { Metadata } from "next";
import { ContactDetails } from "@/components/contact/contact-details";
import { ContactForm } from "@/components/contact/contact-form";
import { PageBanner } from "@/components/content/page-banner";
import { company } from "@/data/company";
import { contactCopy } from "@/data/copy/contact";
import type { Locale } from "@/data/locale";
import { enquiryNames } from "@/lib/contact-form/plan-link";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";

export function contactMetadata(locale: Locale): Metadata {
  const words = contactCopy[locale];
  return pageMetadata({
    title: words.title,
    description: words.description(
      company.phone.display,
      company.name,
      translator(locale, "company")("hours"),
    ),
    path: localePath(locale, "/contact-us"),
    locale,
  });
}

/** /contact-us in either language: the form sends its `locale`, and is answered in it. */
export function ContactRoute({ locale }: { locale: Locale }) {
  const words = contactCopy[locale];
  return (
    <>
      <PageBanner title={words.title} lead={words.lead} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className="text-2xl font-bold text-slate-900">
            {words.formHeading}
          </h2>
          <div className="mt-4">
            <ContactForm enquiryNames={enquiryNames(locale)} locale={locale} />
          </div>
        </section>
        <ContactDetails locale={locale} />
      </div>
    </>
  );
}
