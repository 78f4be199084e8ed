import { previewCard } from "@/components/seo/preview-card";
import { translator } from "@/lib/i18n/catalogue";
import { localeOf, localeParams } from "@/lib/i18n/locale-params";

// The pages' shared-link picture in each language (sitePreview in
// lib/seo.ts). A route rather than an opengraph-image file, whose address
// Next.js would hash: the pages name this one.
export const dynamic = "force-static";

// A route is under no layout, so it names the languages itself.
export const generateStaticParams = localeParams;

export async function GET(
  _request: Request,
  { params }: RouteContext<"/[locale]/opengraph-image">,
) {
  const t = translator(localeOf(await params), "sharing");
  return previewCard({
    title: t("title"),
    line: t("line"),
    picture: "/images/services/wifi-and-network-connectivity.svg",
  });
}
