import Link from "next/link";
import { formatUsd } from "@/data/money";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { servicePath } from "@/lib/service-path";

/**
 * One line of /services and of its search results: title, summary, price,
 * drawn as the home page's cards are (`.service-card`, app/globals.css).
 */
export function ServiceListItem({
  service,
  locale,
  from,
}: {
  locale: Locale;
  /** "From $79", in the page's language, from its caller. */
  from: (price: string) => string;
  service: {
    readonly slug: string;
    readonly title: string;
    readonly summary: string;
    readonly price: number;
  };
}) {
  return (
    <article className="card service-card p-4">
      <h3>
        <Link
          href={localePath(locale, servicePath(service.slug))}
          prefetch={false}
        >
          {service.title}
        </Link>
      </h3>
      <p>{service.summary}</p>
      <p>{from(formatUsd(service.price))}</p>
    </article>
  );
}
