import type { Locale } from "@/data/locale";
import type { PublishedCatalogue } from "@/lib/content/services";
import type { CartCatalogue } from "./items";

/**
 * The published catalogue as the cart sees it, with the titles of a page's
 * language. Built by server components only, which hand it to the cart
 * island as a prop: a client import would ship every description and FAQ to
 * the browser.
 */
export function cartCatalogueIn(
  catalogue: PublishedCatalogue,
  locale: Locale,
): CartCatalogue {
  return catalogue[locale].map(({ slug, title, price }) => ({
    slug,
    title,
    price,
  }));
}
