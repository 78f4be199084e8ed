import Link from "next/link";
import { PageBanner } from "@/components/content/page-banner";
import { ProseSection } from "@/components/content/prose-section";
import type { PolicyDocument } from "@/data/content/policies/policy";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";

export function PolicyPage({
  policy,
  locale = "en",
  englishGoverns,
}: {
  policy: PolicyDocument;
  locale?: Locale;
  /** A translation's line saying that the English version governs. */
  englishGoverns?: string;
}) {
  return (
    <article>
      <PageBanner title={policy.title} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {englishGoverns && (
          <p className="mb-6 rounded-lg bg-amber-50 p-4 text-slate-900">
            {englishGoverns}
          </p>
        )}
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
                  href={localePath(locale, section.link.href)}
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
