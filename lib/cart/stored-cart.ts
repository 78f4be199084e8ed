import * as v from "valibot";
import { cartItem, isInCart, type CartCatalogue, type CartItem } from "./items";

/**
 * A stored line has at least what docs/product.md §4 names. Older lines, which carry
 * every service field besides, pass too; the stored title and price are
 * checked for type only and then re-read from the catalogue (docs/product.md §4).
 * Valibot rather than zod: it tree-shakes to the few checks used here, where
 * zod's core would add about 16 kB (gzip) to every page.
 */
const storedItem = v.object({
  id: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  slug: v.string(),
  title: v.string(),
  price: v.pipe(v.number(), v.finite()),
});

/** A real cart has at most one line per service; far longer arrays are junk. */
export const maxStoredItems = 1000;

export type StoredCart = { items: CartItem[]; clean: boolean };

/**
 * Turns whatever is stored under `cart` into a valid cart (storage is untrusted
 * input) and says whether that changed anything, so the caller can write back.
 */
export function parseStoredCart(
  catalogue: CartCatalogue,
  raw: string | null,
): StoredCart {
  if (raw === null) return { items: [], clean: true };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { items: [], clean: false };
  }
  if (!Array.isArray(value) || value.length > maxStoredItems) {
    return { items: [], clean: false };
  }
  const items: CartItem[] = [];
  for (const entry of value) {
    const parsed = v.safeParse(storedItem, entry);
    if (!parsed.success || isInCart(items, parsed.output.slug)) continue;
    const item = cartItem(catalogue, parsed.output.slug);
    if (item) items.push(item);
  }
  return { items, clean: JSON.stringify(items) === raw };
}
