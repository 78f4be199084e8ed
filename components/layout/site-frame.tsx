"use client";

import type { ReactNode } from "react";
import { useSelectedLayoutSegment } from "next/navigation";
import { CartProvider } from "@/components/cart/cart-provider";
import type { CartCatalogue } from "@/lib/cart/items";

/**
 * The storefront's frame: the cart provider, header and footer around every
 * page except the staff desk, which has a frame of its own
 * (app/staff/layout.tsx, docs/product.md §15.12). The choice is made from the
 * route's first segment, which is known when each page is pre-rendered.
 */
export function SiteFrame({
  header,
  footer,
  catalogue,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  catalogue: CartCatalogue;
  children: ReactNode;
}) {
  if (useSelectedLayoutSegment() === "staff") return children;
  return (
    <CartProvider catalogue={catalogue}>
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer}
    </CartProvider>
  );
}
