import { cartItem, isInCart, type CartCatalogue, type CartItem } from "./items";

/**
 * A stored line has at least what docs/product.md §4 names. Older lines, which carry
 * every service field besides, pass too; the stored title and price are
 * checked for type only and then re-read from the catalogue (docs/product.md §4).
 * Four typeof checks rather than a valibot schema: this runs in the browser on
 * every page, and the browser's valibot chunk holds every check any island
 * uses (3.6 kB sent per page, `npm run audit`); the server validates with valibot.
 */
function isStoredLine(entry: unknown): entry is { slug: string } {
  if (typeof entry !== "object" || entry === null) return false;
  const { id, slug, title, price } = entry as Record<string, unknown>;
  return (
    Number.isSafeInteger(id) &&
    (id as number) >= 0 &&
    typeof slug === "string" &&
    typeof title === "string" &&
    Number.isFinite(price)
  );
}

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
    if (!isStoredLine(entry) || isInCart(items, entry.slug)) continue;
    const item = cartItem(catalogue, entry.slug);
    if (item) items.push(item);
  }
  return { items, clean: JSON.stringify(items) === raw };
}
