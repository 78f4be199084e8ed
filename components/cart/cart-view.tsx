"use client";

import { useCart, useCartStore } from "@/components/cart/use-cart";
import { sumPrices } from "@/lib/money";
import { CartLines } from "./cart-lines";
import { CartSummary } from "./cart-summary";
import { EmptyCart } from "./empty-cart";

/**
 * The cart page's island. The pre-rendered HTML is a fresh visitor's empty cart;
 * each state brings its own payments picture, so the swap after hydration adds
 * elements instead of moving one.
 */
export function CartView() {
  const items = useCart((state) => state.items);
  const { removeAt, clear } = useCartStore().getState();
  if (items.length === 0) return <EmptyCart />;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <CartLines items={items} onRemove={removeAt} />
      <CartSummary total={sumPrices(items)} onClear={clear} />
    </div>
  );
}
