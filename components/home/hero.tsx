import { InlineArtwork } from "@/components/images/inline-artwork";
import { PageLink } from "@/components/layout/page-link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { homeContent } from "@/lib/content/home";
import type { PublishedContent } from "@/lib/cms/published-content";

export async function Hero({
  locale,
  content,
}: {
  locale: Locale;
  content: PublishedContent;
}) {
  const t = await getTranslations({ locale, namespace: "home" });
  const { hero } = homeContent(content, locale);
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <InlineArtwork
        src="/images/hero.svg"
        alt=""
        className="absolute inset-0 -z-10 size-full opacity-60"
      />
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 sm:py-24">
        <p className="font-semibold tracking-wide text-accent-300 uppercase">
          {hero.kicker}
        </p>
        <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-extrabold text-balance sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-100">{hero.lead}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <PageLink
            href={localePath(locale, "/about-us")}
            className="btn-accent"
          >
            {t("aboutUs")}
          </PageLink>
          <PageLink
            href={localePath(locale, "/contact-us")}
            className="btn-ghost-light"
          >
            {t("contactUs")}
          </PageLink>
        </div>
      </div>
    </section>
  );
}
