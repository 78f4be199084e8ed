import { persist, type PersistStorage } from "zustand/middleware";
import { createStore } from "zustand/vanilla";
import { addItem, removeAt, type CartCatalogue, type CartItem } from "./items";
import { zipOf } from "@/lib/zip";
import { parseStoredCart } from "./stored-cart";

export const cartKey = "cart";
/** The visitor's ZIP, beside the cart: checked on a service page, kept for the checkout. */
export const zipKey = "zip";

export type CartState = {
  items: CartItem[];
  /** The last 5-digit ZIP the visitor checked or typed, or "". */
  zip: string;
  add: (slug: string) => void;
  removeAt: (index: number) => void;
  clear: () => void;
  /** Keeps a ZIP as its 5 digits; one that cannot be read changes nothing. */
  setZip: (typed: string) => void;
};

type Persisted = Pick<CartState, "items" | "zip">;

/**
 * Keeps the stored value a plain array (docs/product.md §4) instead of persist's
 * `{ state, version }` wrapper, validates it on every read and writes a cleaned
 * cart back; the ZIP is a key of its own, read as a ZIP or nothing. Storage
 * that is missing, disabled or full never throws.
 */
export function cartStorage(
  catalogue: CartCatalogue,
  storage: () => Storage | undefined,
): PersistStorage<Persisted> {
  const write = (key: string, value: string) => {
    try {
      storage()?.setItem(key, value);
    } catch {
      // Private mode or a full quota: the cart still works for this page view.
    }
  };
  return {
    getItem(name) {
      let raw: string | null = null;
      let zip: string | null = null;
      try {
        raw = storage()?.getItem(name) ?? null;
        zip = storage()?.getItem(zipKey) ?? null;
      } catch {
        return null;
      }
      const { items, clean } = parseStoredCart(catalogue, raw);
      if (!clean) write(cartKey, JSON.stringify(items));
      return { state: { items, zip: zipOf(zip) }, version: 0 };
    },
    setItem(_name, value) {
      write(cartKey, JSON.stringify(value.state.items));
      if (value.state.zip) write(zipKey, value.state.zip);
    },
    removeItem(name) {
      try {
        storage()?.removeItem(name);
      } catch {
        // Nothing stored to clear.
      }
    },
  };
}

export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The cart store. It starts empty, as the pre-rendered HTML does, and reads
 * storage only when `persist.rehydrate()` is called after hydration (docs/product.md §4).
 */
export function createCartStore(
  catalogue: CartCatalogue,
  storage = browserStorage,
) {
  return createStore<CartState>()(
    persist(
      (set, get, api) => ({
        items: [],
        zip: "",
        add: (slug) => {
          // Another tab may have written since our last read: add to what is stored.
          void api.persist.rehydrate();
          set({ items: addItem(catalogue, get().items, slug) });
        },
        removeAt: (index) => set({ items: removeAt(get().items, index) }),
        clear: () => set({ items: [] }),
        setZip: (typed) => {
          const zip = zipOf(typed);
          if (!zip) return;
          // As in `add`: what is written is the stored cart, never an unread one.
          void api.persist.rehydrate();
          if (zip !== get().zip) set({ zip });
        },
      }),
      {
        name: cartKey,
        storage: cartStorage(catalogue, storage),
        partialize: ({ items, zip }) => ({ items, zip }),
        skipHydration: true,
      },
    ),
  );
}

export type CartStore = ReturnType<typeof createCartStore>;
