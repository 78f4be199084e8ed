import type { Metadata } from "next";
import { company } from "@/data/company";

type PageMetadataInput = {
  /** Unique across the site; the layout's template appends the company name. */
  title: string;
  /** At least 40 characters, written for this page. */
  description: string;
  /** Absolute path of the page, e.g. "/about-us"; resolved against metadataBase. */
  path: string;
  /** Cart, checkout and sign-in are not for search results. */
  index?: boolean;
};

/** Title, description, canonical URL and shared-link tags for one page. */
export function pageMetadata({
  title,
  description,
  path,
  index = true,
}: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: company.name,
      type: "website",
      locale: "en_US",
    },
    twitter: { card: "summary_large_image", title, description },
    ...(index ? {} : { robots: { index: false, follow: true } }),
  };
}
