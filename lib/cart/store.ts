import { persist, type PersistStorage } from "zustand/middleware";
import { createStore } from "zustand/vanilla";
import { addItem, removeAt, type CartCatalogue, type CartItem } from "./items";
import { parseStoredCart } from "./stored-cart";

export const cartKey = "cart";

export type CartState = {
  items: CartItem[];
  add: (slug: string) => void;
  removeAt: (index: number) => void;
  clear: () => void;
};

type Persisted = Pick<CartState, "items">;

/**
 * Keeps the stored value a plain array (docs/product.md §4) instead of persist's
 * `{ state, version }` wrapper, validates it on every read and writes a cleaned
 * cart back. Storage that is missing, disabled or full never throws.
 */
export function cartStorage(
  catalogue: CartCatalogue,
  storage: () => Storage | undefined,
): PersistStorage<Persisted> {
  const write = (items: readonly CartItem[]) => {
    try {
      storage()?.setItem(cartKey, JSON.stringify(items));
    } catch {
      // Private mode or a full quota: the cart still works for this page view.
    }
  };
  return {
    getItem(name) {
      let raw: string | null = null;
      try {
        raw = storage()?.getItem(name) ?? null;
      } catch {
        return null;
      }
      const { items, clean } = parseStoredCart(catalogue, raw);
      if (!clean) write(items);
      return { state: { items }, version: 0 };
    },
    setItem(_name, value) {
      write(value.state.items);
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
        add: (slug) => {
          // Another tab may have written since our last read: add to what is stored.
          void api.persist.rehydrate();
          set({ items: addItem(catalogue, get().items, slug) });
        },
        removeAt: (index) => set({ items: removeAt(get().items, index) }),
        clear: () => set({ items: [] }),
      }),
      {
        name: cartKey,
        storage: cartStorage(catalogue, storage),
        partialize: ({ items }) => ({ items }),
        skipHydration: true,
      },
    ),
  );
}

export type CartStore = ReturnType<typeof createCartStore>;
