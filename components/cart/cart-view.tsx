"use client";

import { useCart, useCartStore } from "@/lib/cart/use-cart";
import { sumPrices } from "@/lib/money";
import { CartLines } from "./cart-lines";
import { CartSummary } from "./cart-summary";
import { EmptyCart } from "./empty-cart";

/** The cart page's island: the pre-rendered HTML is a fresh visitor's empty cart. */
export function CartView() {
  const items = useCart((state) => state.items);
  const { removeAt, clear } = useCartStore().getState();
  if (items.length === 0) return <EmptyCart />;
  return (
    <>
      <CartLines items={items} onRemove={removeAt} />
      <CartSummary total={sumPrices(items)} onClear={clear} />
    </>
  );
}
