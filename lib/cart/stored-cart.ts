import { cartItem, isInCart, type CartCatalogue, type CartItem } from "./items";

/** A schema: one type guard per required own property; other properties are ignored. */
type Schema = Record<string, (value: unknown) => boolean>;
type Infer<S extends Schema> = {
  [K in keyof S]: S[K] extends (value: unknown) => value is infer T ? T : never;
};

function matches<S extends Schema>(
  schema: S,
  value: unknown,
): value is Infer<S> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return false;
  const record = value as Record<string, unknown>;
  // Own properties only, so nothing is ever read through a prototype.
  return Object.entries(schema).every(
    ([key, check]) => Object.hasOwn(record, key) && check(record[key]),
  );
}

const isString = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => Number.isFinite(value);
const isPosition = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * A stored line has at least what DECISIONS 15 names. Older lines, which carry
 * every service field besides, pass too; the stored title and price are
 * checked for type only and then re-read from the catalogue (DECISIONS 17).
 *
 * Hand-written rather than zod/mini: the bundler does not tree-shake zod's core,
 * which would add about 16 kB (gzip) to every page for these four checks.
 */
const storedItem = {
  id: isPosition,
  slug: isString,
  title: isString,
  price: isNumber,
} satisfies Schema;

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
    if (!matches(storedItem, entry) || isInCart(items, entry.slug)) continue;
    const item = cartItem(catalogue, entry.slug);
    if (item) items.push(item);
  }
  return { items, clean: JSON.stringify(items) === raw };
}
