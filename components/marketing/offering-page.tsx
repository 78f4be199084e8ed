import { PageBanner } from "@/components/content/page-banner";
import { ProseSection } from "@/components/content/prose-section";
import { PricingTiers } from "@/components/shared/pricing-tiers";
import type { Offering } from "@/data/content/offerings";

export function OfferingPage({ offering }: { offering: Offering }) {
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
        title="Our Pricing"
        intro={`Every ${offering.title.toLowerCase()} plan is a membership with help from our technicians. Choose a plan and we will call you to set it up.`}
        offering={offering}
      />
    </>
  );
}
