import { previewCard } from "@/components/seo/preview-card";
import { translator } from "@/lib/i18n/catalogue";

// The Spanish pages' shared-link picture (spanishPreview in lib/seo.ts), its
// words in Spanish. A route rather than an opengraph-image file: in a route
// group Next.js would give that file a hashed address the pages cannot name.
export const dynamic = "force-static";

export function GET() {
  const t = translator("es", "preview");
  return previewCard({
    title: t("title"),
    line: t("line"),
    picture: "/images/services/wifi-and-network-connectivity.svg",
  });
}
