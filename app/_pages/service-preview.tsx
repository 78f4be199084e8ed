import { previewCard } from "@/components/seo/preview-card";
import { servicesIn } from "@/lib/content/services";
import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";
import { translator } from "@/lib/i18n/catalogue";
import { coverPath } from "@/lib/service-path";

/** A service page's shared-link picture, in the page's language. */
export function servicePreview(slug: string, locale: Locale) {
  const service = servicesIn(locale).find((s) => s.slug === slug);
  if (!service) return new Response("Not found", { status: 404 });
  return previewCard({
    title: service.title,
    line: `${translator(locale, "servicePage")("startsAt")} ${formatUsd(service.price)}`,
    picture: coverPath(service.slug),
  });
}
