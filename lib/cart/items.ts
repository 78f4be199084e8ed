import { services, type Service, type ServiceSlug } from "@/data/services";
import { serviceId } from "@/lib/catalogue";

/** One cart line as stored under `cart` (DECISIONS 15): catalogue position, slug, title, price. */
export type CartItem = Pick<Service, "title" | "price"> & {
  readonly id: number;
  readonly slug: ServiceSlug;
};

/** Builds a line from the catalogue, the only source of titles and prices. */
export function cartItem(slug: ServiceSlug): CartItem {
  const id = serviceId(slug);
  const { title, price } = services[id]!;
  return { id, slug, title, price };
}

/** Adds a service once; adding it again leaves the cart as it was. */
export function addItem(
  items: readonly CartItem[],
  slug: ServiceSlug,
): CartItem[] {
  return isInCart(items, slug) ? [...items] : [...items, cartItem(slug)];
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
