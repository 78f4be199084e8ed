import Link from "next/link";
import { PageBanner } from "@/components/content/page-banner";
import { ProseSection } from "@/components/content/prose-section";
import type { PolicyDocument } from "@/data/content/policies/policy";

export function PolicyPage({ policy }: { policy: PolicyDocument }) {
  return (
    <article>
      <PageBanner title={policy.title} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-lg text-slate-700">{policy.intro}</p>
        {policy.sections.map((section) => (
          <ProseSection
            key={section.heading}
            heading={section.heading}
            paragraphs={section.paragraphs}
            className="mt-10"
          >
            {section.link && (
              <p className="mt-3">
                <Link
                  href={section.link.href}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {section.link.label}
                </Link>
              </p>
            )}
          </ProseSection>
        ))}
      </div>
    </article>
  );
}
