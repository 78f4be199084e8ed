"use client";

import Link from "next/link";
import { CartIcon } from "@/components/icons/cart-icon";
import { useCart } from "@/components/cart/use-cart";

/** The header's cart icon; the count badge floats over it so it never moves the bar. */
export function CartLink({
  label,
  countLabel,
}: {
  label: string;
  /** "Cart, {count} items": {count} is replaced by the number. */
  countLabel: { one: string; other: string };
}) {
  const count = useCart((state) => state.items.length);
  return (
    <Link
      href="/cart"
      prefetch={false}
      aria-label={
        count === 0
          ? label
          : count === 1
            ? countLabel.one
            : countLabel.other.replace("{count}", String(count))
      }
      className="header-icon"
    >
      <CartIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0.5 right-0 min-w-5 rounded-full bg-accent-400 px-1 text-center text-xs leading-5 font-bold text-slate-950"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
