"use client";

import Link from "next/link";
import { useCart } from "@/components/cart/use-cart";
import { formatUsd, sumPrices } from "@/data/money";

export function CheckoutTotal() {
  const items = useCart((state) => state.items);
  const count = `${items.length} ${items.length === 1 ? "service" : "services"}`;
  return (
    <>
      <p className="mt-2 text-4xl font-extrabold text-slate-900">
        {formatUsd(sumPrices(items))}
      </p>
      <p className="mt-1 min-h-6 text-sm text-slate-600">
        {items.length === 0 ? (
          <>
            Your cart is empty.{" "}
            <Link href="/" className="font-semibold text-brand-700 underline">
              Add a service
            </Link>
          </>
        ) : (
          <>
            {/* One line on a phone, where this summary sits above the form:
                the stored cart arriving must not move the form down. */}
            <span className="lg:hidden">{count}</span>
            <span className="hidden lg:inline">
              {count}: {items.map((item) => item.title).join(", ")}
            </span>
          </>
        )}
      </p>
    </>
  );
}
