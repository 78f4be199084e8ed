import { PageBanner } from "@/components/content/page-banner";
import { PricingTiers } from "@/components/pricing/pricing-tiers";
import type { Offering } from "@/data/content/offerings";

export function OfferingPage({ offering }: { offering: Offering }) {
  return (
    <>
      <PageBanner title={offering.title} lead={offering.summary} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {offering.sections.map((section) => (
          <section key={section.heading} className="mt-10 first:mt-0">
            <h2 className="text-2xl font-bold text-slate-900">
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 text-slate-700">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {section.points && (
              <ul role="list" className="mt-3 space-y-2 text-slate-700">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-700">
                      ✓
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            )}
          </section>
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
