import type { ReactNode } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DraftBanner } from "@/components/layout/draft-banner";
import { LanguageOffer } from "@/components/layout/language-offer";
import { NavigationStatus } from "@/components/layout/navigation-status";
import { PreviewBanner } from "@/components/layout/preview-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteFrame } from "@/components/layout/site-frame";
import { SiteHeader } from "@/components/layout/site-header";
import { defaultLocale, locales, type Locale } from "@/data/locale";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import type { PublishedCatalogue } from "@/lib/content/services";

/**
 * The document every page is drawn in, in one language: the root layout's
 * (app/[locale]/layout.tsx), and the 404 page's outside every language
 * (app/global-not-found.tsx), which Next.js renders without a layout.
 */
export async function SiteDocument({
  locale,
  catalogue,
  children,
}: {
  locale: Locale;
  /** The published catalogue: the menu's, the footer's and the cart's services. */
  catalogue: PublishedCatalogue;
  children: ReactNode;
}) {
  // The 404 outside every language has no layout to set it; without it the
  // islands' word providers would read the request, and no page would be
  // pre-rendered.
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "layout" });
  // A default-language page offers each other language, in that language:
  // it is read by someone who prefers it.
  const offers =
    locale === defaultLocale
      ? await Promise.all(
          locales
            .filter((offered) => offered !== defaultLocale)
            .map(async (offered) => {
              const offer = await getTranslations({
                locale: offered,
                namespace: "languageOffer",
              });
              return {
                offered,
                words: {
                  offer: offer("offer"),
                  link: offer("link"),
                  dismiss: offer("dismiss"),
                },
              };
            }),
        )
      : [];
  return (
    // Smooth scrolling for in-page links only: with this attribute Next.js turns
    // it off while it changes route, so a new page opens at its top at once.
    <html lang={`${locale}-US`} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        {/* Without JavaScript the menu cannot open; the footer lists every page instead. */}
        <noscript>
          <style>{".js-only{display:none!important}"}</style>
        </noscript>
        <DraftBanner>
          <PreviewBanner>
            <a href="#main" className="skip-link">
              {t("skipLink")}
            </a>
          </PreviewBanner>
        </DraftBanner>
        <SiteFrame
          header={
            <>
              {offers.map(({ offered, words }) => (
                <LanguageOffer key={offered} offered={offered} words={words} />
              ))}
              <SiteHeader locale={locale} services={catalogue[locale]} />
              <NavigationStatus label={t("loading")} />
            </>
          }
          footer={<SiteFooter locale={locale} services={catalogue[locale]} />}
          catalogue={cartCatalogueIn(catalogue, locale)}
        >
          {children}
        </SiteFrame>
      </body>
    </html>
  );
}
