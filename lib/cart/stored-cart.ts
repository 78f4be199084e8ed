import type { ServiceSlug } from "@/data/services";
import { isServiceSlug } from "@/lib/catalogue";
import { cartItem, type CartItem } from "./items";

/**
 * Storage is untrusted input (DECISIONS 17). An entry counts when it is an object
 * with a known slug; that covers today's lines and the older ones that carry
 * every service field. Everything else about it is ignored: title and price are
 * re-read from the catalogue. A plain guard, not a schema library: this runs on
 * every page, and zod added 14 kB of JavaScript to each of them.
 */
function storedSlug(entry: unknown): ServiceSlug | undefined {
  if (typeof entry !== "object" || entry === null) return undefined;
  const slug: unknown = (entry as { slug?: unknown }).slug;
  return typeof slug === "string" && isServiceSlug(slug) ? slug : undefined;
}

/** A real cart has at most one line per service; far longer arrays are junk. */
const maxStoredEntries = 1000;

export type StoredCart = { items: CartItem[]; clean: boolean };

/** Turns whatever is stored under `cart` into a valid cart, and says whether it had to change anything. */
export function parseStoredCart(raw: string | null): StoredCart {
  if (raw === null) return { items: [], clean: true };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { items: [], clean: false };
  }
  if (!Array.isArray(value) || value.length > maxStoredEntries) {
    return { items: [], clean: false };
  }
  const seen = new Set<ServiceSlug>();
  for (const entry of value) {
    const slug = storedSlug(entry);
    if (slug) seen.add(slug);
  }
  const items = [...seen].map(cartItem);
  return { items, clean: JSON.stringify(items) === raw };
}
