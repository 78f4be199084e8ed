import { getTranslations } from "next-intl/server";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import type { StaySafeGuide as Guide } from "@/lib/content/stay-safe";
import { FactNote } from "./fact-note";
import { SafetyPoints } from "./safety-points";
import { SourcesList } from "./sources-list";
import { TrustSection } from "./trust-section";

/** /stay-safe: how to tell us from a tech-support scammer (docs/product.md §16). */
export async function StaySafeGuide({
  guide,
  locale,
}: {
  guide: Guide;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "trust" });
  const words = await getTranslations({ locale, namespace: "company" });
  const { never, check, caught, figures } = guide;
  const cited = [
    ...never.points,
    ...caught.steps,
    ...figures.facts.map((fact) => ({ fact })),
  ].flatMap((point) => (point.fact ? [point.fact.source] : []));
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-lg text-slate-700">{guide.intro}</p>
      <TrustSection id="never" heading={never.heading}>
        <p>{never.intro}</p>
        <SafetyPoints points={never.points} />
      </TrustSection>
      <TrustSection id="check" heading={check.heading}>
        {check.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="rounded-lg bg-brand-50 p-4 text-slate-900">
          {t("ourNumber")}{" "}
          <a
            href={`tel:${company.phone.e164}`}
            className="text-lg font-bold text-brand-700 underline underline-offset-4"
          >
            {company.phone.display}
          </a>
          {t("answered", { hours: words("hoursLong") })}
        </p>
      </TrustSection>
      <TrustSection id="caught" heading={caught.heading}>
        <p>{caught.intro}</p>
        <SafetyPoints points={caught.steps} ordered />
      </TrustSection>
      <TrustSection id="figures" heading={figures.heading}>
        {figures.facts.map((fact) => (
          <FactNote key={fact.text} fact={fact} />
        ))}
      </TrustSection>
      <SourcesList sources={cited} heading={t("sources")} />
    </div>
  );
}
