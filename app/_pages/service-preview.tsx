import { previewCard } from "@/components/seo/preview-card";
import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";
import { translator } from "@/lib/i18n/catalogue";
import { shownCatalogue } from "@/lib/server/content/catalogue";
import { coverPath } from "@/lib/service-path";

/** A service page's shared-link picture, in the page's language. */
export async function servicePreview(slug: string, locale: Locale) {
  const catalogue = await shownCatalogue();
  const service = catalogue[locale].find((s) => s.slug === slug);
  if (!service) return new Response("Not found", { status: 404 });
  return previewCard({
    title: service.title,
    line: `${translator(locale, "servicePage")("startsAt")} ${formatUsd(service.price)}`,
    picture: coverPath(service.slug),
  });
}
