import type { CartCatalogue } from "./items";

/**
 * Only this much of a link's `add` values is read: the longest real link, every
 * slug of the catalogue, is a fraction of it, and anything longer is junk.
 */
export const maxAddLength = 2000;

/** The path that shares a cart: `/cart?add=printer-setup,virus-removal-cleanup`. */
export function cartSharePath(items: readonly { slug: string }[]): string {
  return `/cart?add=${items.map((item) => encodeURIComponent(item.slug)).join(",")}`;
}

/**
 * The catalogue services a shared cart link names, in the link's order, once
 * each (docs/product.md §7). The link is untrusted: every `add` parameter is
 * read, anything that is not a catalogue slug is dropped without a trace, and
 * the result never holds more services than the catalogue.
 */
export function servicesFromCartLink(
  catalogue: CartCatalogue,
  search: string,
): CartCatalogue {
  const raw = new URLSearchParams(search)
    .getAll("add")
    .join(",")
    .slice(0, maxAddLength);
  const found: CartCatalogue[number][] = [];
  for (const token of raw.split(",")) {
    const slug = token.trim().toLowerCase();
    const service = catalogue.find((s) => s.slug === slug);
    if (service && !found.includes(service)) found.push(service);
    if (found.length === catalogue.length) break;
  }
  return found;
}

/** Whether the URL carries a shared cart at all, valid or not. */
export function hasCartLink(search: string): boolean {
  return new URLSearchParams(search).has("add");
}

/** The same URL without the shared cart, once the visitor has answered it. */
export function urlWithoutCartLink(href: string): string {
  const url = new URL(href);
  url.searchParams.delete("add");
  return url.href;
}
