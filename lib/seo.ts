import type { Metadata } from "next";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { englishPath, hasSpanish, languageAlternates } from "@/lib/i18n/paths";
import { noindexRobots, privatePaths } from "@/lib/deployment.mjs";
import { indexable } from "@/lib/site";

/**
 * app/opengraph-image.tsx. A page that sets its own openGraph loses the file's
 * image, so every page names its preview; service pages pass their own.
 */
/** Shared-link preview size (Open Graph and Twitter large cards). */
export const previewSize = { width: 1200, height: 630 };

export const defaultPreview = {
  url: "/opengraph-image",
  ...previewSize,
  alt: translator("en", "preview")("alt", { name: company.name }),
};

/** The Spanish pages' picture (app/(es)/es/opengraph-image/route.ts), its words in Spanish. */
export const spanishPreview = {
  url: "/es/opengraph-image",
  ...previewSize,
  alt: translator("es", "preview")("alt", { name: company.name }),
};

type PageMetadataInput = {
  /** Unique across the site; the layout's template appends the company name. */
  title: string;
  /** At least 40 characters, written for this page. */
  description: string;
  /** Absolute path of the page, e.g. "/about-us"; resolved against metadataBase. */
  path: string;
  /** The shared-link picture; the site's default unless the page has its own. */
  image?: typeof defaultPreview;
  /** The page's language; its path is then the Spanish one ("/es/…"). */
  locale?: Locale;
};

/** Title, description, canonical URL and shared-link tags for one page. */
export function pageMetadata({
  title,
  description,
  path,
  image: ownImage,
  locale = "en",
}: PageMetadataInput): Metadata {
  const image = ownImage ?? (locale === "es" ? spanishPreview : defaultPreview);
  const english = englishPath(path);
  const index = !privatePaths.includes(english);
  // A page written in both languages names both, and English as x-default.
  const translated = hasSpanish(english);
  return {
    title,
    description,
    alternates: {
      canonical: path,
      ...(translated && { languages: languageAlternates(english) }),
    },
    openGraph: {
      title,
      description,
      url: path,
      siteName: company.name,
      type: "website",
      locale: locale === "es" ? "es_US" : "en_US",
      ...(translated && {
        alternateLocale: locale === "es" ? "en_US" : "es_US",
      }),
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
