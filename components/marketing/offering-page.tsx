import { PageBanner } from "@/components/content/page-banner";
import { ProseSection } from "@/components/content/prose-section";
import { PricingTiers } from "@/components/shared/pricing-tiers";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import type { OfferingSlug } from "@/data/offerings";
import { offeringContent } from "@/lib/content/offerings";
import type { PublishedContent } from "@/lib/cms/published-content";

export async function OfferingPage({
  slug,
  locale,
  content,
}: {
  slug: OfferingSlug;
  locale: Locale;
  content: PublishedContent;
}) {
  const t = await getTranslations({ locale, namespace: "offering" });
  const offering = offeringContent(content, locale, slug);
  return (
    <>
      <PageBanner title={offering.title} lead={offering.summary} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {offering.sections.map((section) => (
          <ProseSection
            key={section.heading}
            heading={section.heading}
            paragraphs={section.paragraphs}
            className="mt-10 first:mt-0"
          >
            {section.points && (
              <ul role="list" className="ticks stack-2 mt-3 text-slate-700">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </ProseSection>
        ))}
      </div>
      <PricingTiers
        id="our-pricing"
        title={t("pricing")}
        intro={t("pricingIntro", { offering: offering.title.toLowerCase() })}
        offering={{ slug }}
        locale={locale}
        content={content}
      />
    </>
  );
}
