import { services } from "@/data/services";
import type { CartCatalogue } from "./items";

/**
 * The catalogue as the cart sees it. Imported by server components only, which
 * hand it to the cart island as a prop: a client import would ship every
 * description and FAQ to the browser.
 */
export const cartCatalogue: CartCatalogue = services.map(
  ({ slug, title, price }) => ({ slug, title, price }),
);
