import type { Metadata, Viewport } from "next";
import { siteDescription } from "@/components/layout/site-description";
import { SiteDocument } from "@/components/layout/site-document";
import { ErrorWordsProvider } from "@/components/layout/error-words";
import { errorWordsIn } from "@/components/layout/error-words-in";
import { company } from "@/data/company";
import { localeParams, pageLocale } from "@/lib/i18n/locale-params";
import { shownCatalogue } from "@/lib/server/content/catalogue";
import { indexable, siteUrl } from "@/lib/site";
import "../globals.css";

export const generateStaticParams = localeParams;

// Only the locales are a first segment: any other address is no page's, and
// Next.js answers it with app/global-not-found.tsx, written by the build.
export const dynamicParams = false;

export async function generateMetadata({
  params,
}: LayoutProps<"/[locale]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  return {
    metadataBase: siteUrl(),
    title: { default: company.name, template: `%s | ${company.name}` },
    // Pages without their own metadata (the 404) inherit this.
    robots: { index: indexable, follow: indexable },
    description: siteDescription(locale),
  };
}

export const viewport: Viewport = { themeColor: "#0f172a" };

/** Every page's document, in the language of its address. */
export default async function LocaleLayout({
  children,
  params,
}: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  return (
    <SiteDocument locale={locale} catalogue={await shownCatalogue()}>
      {/* For app/[locale]/error.tsx, which Next.js draws inside this layout. */}
      <ErrorWordsProvider words={errorWordsIn(locale)}>
        {children}
      </ErrorWordsProvider>
    </SiteDocument>
  );
}
