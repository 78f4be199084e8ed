import { getTranslations } from "next-intl/server";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import type { AccessibilityStatement as Statement } from "@/lib/content/accessibility";
import { formatDate } from "@/lib/dates";
import { TrustSection } from "./trust-section";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/** /accessibility: the statement, its counts from the test suite and the date of this build. */
export async function AccessibilityStatement({
  statement,
  reviewedOn,
  locale,
}: {
  statement: Statement;
  reviewedOn: Date;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "trust" });
  const { standard, checks, knownIssues, report, reviewed } = statement;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <TrustSection id="standard" heading={standard.heading}>
        {standard.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </TrustSection>
      <TrustSection id="checks" heading={checks.heading}>
        <p>{checks.axe}</p>
        <p>{checks.keyboard}</p>
        <ol aria-label={t("journeys")} className="stack-1 list-decimal pl-6">
          {checks.journeys.map((journey) => (
            <li key={journey}>{journey}</li>
          ))}
        </ol>
        <p>{checks.lighthouse}</p>
      </TrustSection>
      <TrustSection id="known-issues" heading={knownIssues.heading}>
        <p>{knownIssues.intro}</p>
        <ul className="stack-2 list-disc pl-6">
          {knownIssues.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </TrustSection>
      <TrustSection id="report" heading={report.heading}>
        {report.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <a href={`tel:${company.phone.e164}`} className={linkClass}>
            {t("call", { phone: company.phone.display })}
          </a>
          <a href={`mailto:${company.email}`} className={linkClass}>
            {t("email", { email: company.email })}
          </a>
        </p>
      </TrustSection>
      <TrustSection id="reviewed" heading={reviewed.heading}>
        <p>
          {reviewed.text}{" "}
          <time dateTime={reviewedOn.toISOString()}>
            {formatDate(reviewedOn, company.timeZone, locale)}
          </time>
          .
        </p>
      </TrustSection>
    </div>
  );
}
