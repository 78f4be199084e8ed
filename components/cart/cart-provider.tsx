"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { CartCatalogue } from "@/lib/cart/items";
import { cartKey, createCartStore, zipKey } from "@/lib/cart/store";
import { CartContext } from "@/components/cart/use-cart";

/**
 * Holds the cart for every island on the page. It starts empty, as the
 * pre-rendered HTML does, reads storage once after hydration (docs/product.md §4) and
 * re-reads it whenever another tab writes the cart (docs/product.md §4).
 */
export function CartProvider({
  catalogue,
  children,
}: {
  catalogue: CartCatalogue;
  children: ReactNode;
}) {
  const [store] = useState(() => createCartStore(catalogue));

  useEffect(() => {
    // The attribute tells tests (and anything else) that the islands respond and
    // the stored cart is applied.
    void store.persist.rehydrate().then(() => {
      document.documentElement.dataset.hydrated = "";
    });
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared all of storage.
      if (event.key === cartKey || event.key === zipKey || event.key === null) {
        void store.persist.rehydrate();
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [store]);

  return <CartContext value={store}>{children}</CartContext>;
}
