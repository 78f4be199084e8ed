"use client";

import { useEffect } from "react";
import { useStore } from "zustand";
import { cartKey, createCartStore, type CartState } from "./store";

export const cartStore = createCartStore();

let started = false;

/** Reads storage once after hydration, then follows other tabs' writes (DECISIONS 18, 19). */
function startCart() {
  if (started) return;
  started = true;
  void cartStore.persist.rehydrate();
  window.addEventListener("storage", (event) => {
    if (event.key === cartKey || event.key === null) {
      void cartStore.persist.rehydrate();
    }
  });
}

/** The cart as the page should show it: empty until the stored cart is read. */
export function useCart<T>(select: (state: CartState) => T): T {
  useEffect(startCart, []);
  return useStore(cartStore, select);
}
