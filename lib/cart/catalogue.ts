import { serviceContent } from "@/lib/content/services";
import type { Locale } from "@/data/locale";
import { services } from "@/data/services";
import type { CartCatalogue } from "./items";

/**
 * The catalogue as the cart sees it, with the titles of a page's language.
 * Imported by server components only, which hand it to the cart island as a
 * prop: a client import would ship every description and FAQ to the browser.
 */
export function cartCatalogueIn(locale: Locale): CartCatalogue {
  return services.map(({ slug, price }) => ({
    slug,
    title: serviceContent(locale, slug).title,
    price,
  }));
}

export const cartCatalogue: CartCatalogue = cartCatalogueIn("en");
