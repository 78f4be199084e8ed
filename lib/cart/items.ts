/**
 * What the cart needs of the catalogue, in catalogue order: a line's id is its
 * position here. The pages pass it down from the published catalogue, so the browser
 * gets titles and prices without the catalogue's copy.
 */
export type CartCatalogue = readonly {
  readonly slug: string;
  readonly title: string;
  readonly price: number;
}[];

/** One cart line as stored under `cart` (docs/product.md §4): catalogue position, slug, title, price. */
export type CartItem = {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly price: number;
};

/** Builds a line from the catalogue, the only source of titles and prices; unknown slugs give none. */
export function cartItem(
  catalogue: CartCatalogue,
  slug: string,
): CartItem | undefined {
  const id = catalogue.findIndex((service) => service.slug === slug);
  if (id === -1) return undefined;
  const { title, price } = catalogue[id]!;
  return { id, slug, title, price };
}

/** Adds a service once; adding it again, or adding an unknown slug, leaves the cart as it was. */
export function addItem(
  catalogue: CartCatalogue,
  items: readonly CartItem[],
  slug: string,
): CartItem[] {
  const item = isInCart(items, slug) ? undefined : cartItem(catalogue, slug);
  return item ? [...items, item] : [...items];
}

/** Removes the line at a position; a position outside the cart changes nothing. */
export function removeAt(
  items: readonly CartItem[],
  index: number,
): CartItem[] {
  return items.filter((_, i) => i !== index);
}

export function isInCart(items: readonly CartItem[], slug: string): boolean {
  return items.some((item) => item.slug === slug);
}
