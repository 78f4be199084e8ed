import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { LanguageOffer } from "@/components/layout/language-offer";
import { NavigationStatus } from "@/components/layout/navigation-status";
import { PreviewBanner } from "@/components/layout/preview-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteFrame } from "@/components/layout/site-frame";
import { SiteHeader } from "@/components/layout/site-header";
import { IslandWords } from "@/components/shared/island-words";
import type { Locale } from "@/data/locale";
import { cartCatalogueIn } from "@/lib/cart/catalogue";

/**
 * The document every page is drawn in, in one language: the two root layouts'
 * (app/(site)/layout.tsx, app/(es)/es/layout.tsx), and the 404 page's
 * (app/global-not-found.tsx), which Next.js renders without a layout.
 */
export async function SiteDocument({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "layout" });
  return (
    // Smooth scrolling for in-page links only: with this attribute Next.js turns
    // it off while it changes route, so a new page opens at its top at once.
    <html
      lang={locale === "es" ? "es-US" : "en-US"}
      data-scroll-behavior="smooth"
    >
      <body className="flex min-h-dvh flex-col">
        {/* Without JavaScript the menu cannot open; the footer lists every page instead. */}
        <noscript>
          <style>{".js-only{display:none!important}"}</style>
        </noscript>
        <PreviewBanner>
          <a href="#main" className="skip-link">
            {t("skipLink")}
          </a>
        </PreviewBanner>
        <SiteFrame
          header={
            <>
              {locale === "en" && <LanguageOffer />}
              <SiteHeader locale={locale} />
              <NavigationStatus label={t("loading")} />
            </>
          }
          footer={<SiteFooter locale={locale} />}
          catalogue={cartCatalogueIn(locale)}
        >
          {/* The shared form parts' words (components/forms/), for the islands
              not yet inside their page's own IslandWords; a page's own
              IslandWords replaces these, so it names "forms" when its
              islands draw a form. To go once every page names its own. */}
          <IslandWords locale={locale} namespaces={["forms"]}>
            {children}
          </IslandWords>
        </SiteFrame>
      </body>
    </html>
  );
}
