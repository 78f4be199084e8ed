"use client";

import { useCart, useCartStore } from "@/components/cart/use-cart";
import { cartSharePath } from "@/lib/cart/share-link";
import { sumPrices } from "@/data/money";
import type { Locale } from "@/data/locale";
import { CartLines } from "./cart-lines";
import { CartSummary } from "./cart-summary";
import { EmptyCart } from "./empty-cart";

/**
 * The cart page's island. The pre-rendered HTML is a fresh visitor's empty cart;
 * each state brings its own payments picture, so the swap after hydration adds
 * elements instead of moving one.
 */
export function CartView({
  siteOrigin,
  locale = "en",
}: {
  siteOrigin: string;
  locale?: Locale;
}) {
  const items = useCart((state) => state.items);
  const { removeAt, clear } = useCartStore().getState();
  if (items.length === 0) return <EmptyCart locale={locale} />;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <CartLines items={items} onRemove={removeAt} locale={locale} />
      <CartSummary
        total={sumPrices(items)}
        onClear={clear}
        locale={locale}
        shareLink={new URL(cartSharePath(items), siteOrigin).href}
      />
    </div>
  );
}
