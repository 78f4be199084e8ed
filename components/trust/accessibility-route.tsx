import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageBanner } from "@/components/content/page-banner";
import { AccessibilityStatement } from "@/components/trust/accessibility-statement";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { allRoutes } from "@/data/routes";
import {
  accessibilityContent,
  keyboardJourneysContent,
} from "@/lib/content/accessibility";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";
import type { PublishedContent } from "@/lib/cms/published-content";

// The counts are read when the page is built from the lists the end-to-end suite
// walks: the pages axe visits and the keyboard journeys (docs/product.md §16).
function statementIn(locale: Locale, content: PublishedContent) {
  return accessibilityContent(content, locale, {
    pagesChecked: allRoutes.length,
    keyboardJourneys: Object.values(keyboardJourneysContent(locale)),
  });
}

export async function accessibilityMetadata(
  locale: Locale,
  content: PublishedContent,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "trust" });
  return pageMetadata({
    title: statementIn(locale, content).title,
    description: t("accessibilityDescription", { name: company.name }),
    path: localePath(locale, "/accessibility"),
    locale,
  });
}

/** /accessibility in either language. */
export function AccessibilityRoute({
  locale,
  content,
}: {
  locale: Locale;
  content: PublishedContent;
}) {
  const statement = statementIn(locale, content);
  return (
    <article>
      <PageBanner title={statement.title} lead={statement.lead} />
      {/* Pre-rendered, so this is the date the build ran: the last review. */}
      <AccessibilityStatement
        statement={statement}
        reviewedOn={new Date()}
        locale={locale}
      />
    </article>
  );
}
