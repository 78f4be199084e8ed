import { PageLink } from "@/components/layout/page-link";
import { ServiceCard } from "@/components/services/service-card";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import type { Service } from "@/data/services";
import { formatUsd } from "@/data/money";
import { withSpacers } from "@/lib/grid";

/** Every fifth slot is a blank spacer (docs/product.md §11), hidden from assistive tech. */
export async function FeaturedServices({
  locale,
  services,
}: {
  locale: Locale;
  /** The published services, in the page's language. */
  services: readonly Service[];
}) {
  const t = await getTranslations({ locale, namespace: "home" });
  const priceStory = await getTranslations({
    locale,
    namespace: "priceStory",
  });
  return (
    <section
      aria-labelledby="featured-services"
      className="mx-auto max-w-content px-4 py-14 sm:px-6"
    >
      <h2
        id="featured-services"
        className="text-3xl font-extrabold tracking-tight text-slate-900"
      >
        {t("featured")}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        {priceStory("price")} {priceStory("payment")} {t("featuredLead")}{" "}
        <PageLink
          href={localePath(locale, "/services")}
          className="font-semibold text-brand-800 underline"
        >
          {t("searchAll")}
        </PageLink>{" "}
        {t("featuredTail")}
      </p>
      <ul
        role="list"
        className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {withSpacers(
          // Only what a card shows: each card is a client component, so
          // whatever it is given is sent in the page's React payload.
          services.map(({ slug, title, summary, price, cover }) => ({
            slug,
            title,
            summary,
            ...(cover ? { cover: cover.src } : {}),
            href: localePath(locale, `/services/${slug}`),
            from: t("from", { price: formatUsd(price) }),
          })),
        ).map((slot) =>
          slot.kind === "item" ? (
            <li key={slot.item.slug} data-slot="service">
              <ServiceCard service={slot.item} />
            </li>
          ) : (
            <li
              key={`spacer-${slot.position}`}
              aria-hidden="true"
              data-slot="spacer"
              className="hidden sm:block"
            />
          ),
        )}
      </ul>
    </section>
  );
}
