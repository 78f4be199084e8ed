import { createContext, useContext } from "react";
import { useStore } from "zustand";
import type { CartState, CartStore } from "@/lib/cart/store";

/** The page's one cart store, provided by components/cart/cart-provider.tsx. */
export const CartContext = createContext<CartStore | null>(null);

export function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error("useCartStore needs a CartProvider above it");
  return store;
}

/** The cart as the page should show it: empty until the stored cart is read after hydration. */
export function useCart<T>(select: (state: CartState) => T): T {
  return useStore(useCartStore(), select);
}
