import type { Metadata } from "next";
import { company } from "@/data/company";
import { defaultLocale, type Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import {
  defaultPath,
  languageAlternates,
  otherLanguages,
  pathIn,
} from "@/lib/i18n/paths";
import { noindexRobots, privatePaths } from "@/lib/deployment.mjs";
import { indexable } from "@/lib/site";

/** Shared-link preview size (Open Graph and Twitter large cards). */
export const previewSize = { width: 1200, height: 630 };

/**
 * The site's shared-link picture in a language (app/[locale]/opengraph-image).
 * A page that sets its own openGraph names its picture, so every page does;
 * service pages pass their own.
 */
export function sitePreview(locale: Locale) {
  return {
    url: pathIn(locale, "/opengraph-image"),
    ...previewSize,
    alt: translator(locale, "sharing")("alt", { name: company.name }),
  };
}

/** Open Graph's name for a language of the site, which serves the US. */
const openGraphLocale = (locale: Locale) => `${locale}_US`;

type PageMetadataInput = {
  /** Unique across the site; the layout's template appends the company name. */
  title: string;
  /** At least 40 characters, written for this page. */
  description: string;
  /** Absolute path of the page, e.g. "/about-us"; resolved against metadataBase. */
  path: string;
  /** The shared-link picture; the site's default unless the page has its own. */
  image?: ReturnType<typeof sitePreview>;
  /** The page's language; its path is then under that language's prefix ("/es/…"). */
  locale?: Locale;
};

/** Title, description, canonical URL and shared-link tags for one page. */
export function pageMetadata({
  title,
  description,
  path,
  image: ownImage,
  locale = defaultLocale,
}: PageMetadataInput): Metadata {
  const image = ownImage ?? sitePreview(locale);
  const address = defaultPath(path);
  const index = !privatePaths.includes(address);
  // A page written in several languages names them all, and the default as x-default.
  const others = otherLanguages(locale, address);
  const translated = others.length > 0;
  return {
    title,
    description,
    alternates: {
      canonical: path,
      ...(translated && { languages: languageAlternates(address) }),
    },
    openGraph: {
      title,
      description,
      url: path,
      siteName: company.name,
      type: "website",
      locale: openGraphLocale(locale),
      ...(translated && { alternateLocale: others.map(openGraphLocale) }),
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: [image],
    },
    robots: index && indexable ? { index: true, follow: true } : noindexRobots,
  };
}
