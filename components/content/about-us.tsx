import { PageLink } from "@/components/layout/page-link";
import { ProseSection } from "@/components/content/prose-section";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { aboutUsContent } from "@/lib/content/about-us";
import type { PublishedContent } from "@/lib/cms/published-content";
import { localePath } from "@/lib/i18n/paths";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/** Who we are: the copy the CMS publishes, with its links. */
export function AboutUs({
  locale,
  content,
}: {
  locale: Locale;
  content: PublishedContent;
}) {
  const aboutUs = aboutUsContent(content, locale);
  const { talk } = aboutUs;
  return (
    <div className="mx-auto stack-10 max-w-3xl px-4 py-12 text-slate-700 sm:px-6">
      {aboutUs.sections.map((section) => (
        <ProseSection
          key={section.heading}
          heading={section.heading}
          paragraphs={section.paragraphs}
        >
          {section.link && (
            <p className="mt-3">
              <PageLink
                href={localePath(locale, section.link.href)}
                className={linkClass}
              >
                {section.link.label}
              </PageLink>
            </p>
          )}
        </ProseSection>
      ))}
      <section>
        <h2 className="text-2xl font-bold text-slate-900">{talk.heading}</h2>
        <p className="mt-3">
          {talk.beforePhone}{" "}
          <a href={`tel:${company.phone.e164}`} className={linkClass}>
            {company.phone.display}
          </a>{" "}
          {talk.afterPhone}
        </p>
        <PageLink
          href={localePath(locale, "/contact-us")}
          className="btn-primary mt-5"
        >
          {talk.contactLabel}
        </PageLink>
      </section>
    </div>
  );
}
