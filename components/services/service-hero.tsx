import { InlineArtwork } from "@/components/images/inline-artwork";
import type { ReactNode } from "react";
import type { Service } from "@/data/services";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";
import { durationLabel } from "@/lib/scheduling/duration";
import { coverPath } from "@/lib/service-path";

/** The cover's box: the page's width, 40 × 21, no taller than 20rem. */
const box = "mx-auto aspect-[40/21] max-h-80 w-full max-w-content";

/**
 * The cover (the team's picture from the CMS, or the service's drawn
 * artwork) and the title bar with the starting price and the cart actions.
 */
export async function ServiceHero({
  service,
  actions,
  locale = "en",
}: {
  service: Service;
  actions?: ReactNode;
  locale?: Locale;
}) {
  const copy = await getTranslations({ locale, namespace: "servicePage" });
  const priceStory = await getTranslations({
    locale,
    namespace: "priceStory",
  });
  const alt = service.coverAlt || copy("coverAlt", { title: service.title });
  return (
    <header>
      <div className="bg-brand-900">
        {service.cover ? (
          // The team's cover, already cropped to this box as WebP by the
          // CMS: the image optimiser would have nothing left to do.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={service.cover.src}
            alt={alt}
            width={service.cover.width}
            height={service.cover.height}
            fetchPriority="high"
            className={`${box} object-cover`}
          />
        ) : (
          <InlineArtwork
            src={coverPath(service.slug)}
            alt={alt}
            className={box}
          />
        )}
      </div>
      <div className="bg-white lift-sm">
        <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {service.title}
            </h1>
            <p className="mt-2 text-lg">
              <span className="font-semibold tracking-wide text-slate-600">
                {copy("startsAt")}
              </span>{" "}
              <span className="text-2xl font-extrabold text-brand-700">
                {formatUsd(service.price)}
              </span>
            </p>
            <p className="mt-1 max-w-2xl text-sm text-slate-600">
              {priceStory("price")} {priceStory("payment")}
            </p>
            <p className="mt-1 text-sm font-medium text-slate-700">
              {copy("takesAbout", {
                duration: durationLabel(service.minutes, locale),
              })}
            </p>
          </div>
          {actions}
        </div>
      </div>
    </header>
  );
}
