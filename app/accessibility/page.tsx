import { PageBanner } from "@/components/content/page-banner";
import { AccessibilityStatement } from "@/components/trust/accessibility-statement";
import { company } from "@/data/company";
import { accessibilityStatement } from "@/data/content/accessibility";
import { pageMetadata } from "@/lib/seo";
import { keyboardJourneys } from "@/data/keyboard-journeys";
import { allRoutes } from "@/data/routes";

// The counts are read when the page is built from the lists the end-to-end suite
// walks: the pages axe visits and the keyboard journeys (docs/product.md §16).
const statement = accessibilityStatement({
  pagesChecked: allRoutes.length,
  keyboardJourneys: Object.values(keyboardJourneys),
});

export const metadata = pageMetadata({
  title: statement.title,
  description: `How ${company.name} makes its website work for everyone: WCAG 2.2 AA, how every page is tested, what is not yet right, and how to report a problem.`,
  path: "/accessibility",
});

export default function AccessibilityPage() {
  return (
    <article>
      <PageBanner title={statement.title} lead={statement.lead} />
      {/* Pre-rendered, so this is the date the build ran: the last review. */}
      <AccessibilityStatement statement={statement} reviewedOn={new Date()} />
    </article>
  );
}
