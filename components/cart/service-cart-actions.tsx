"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { useCart, useCartStore } from "@/components/cart/use-cart";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";

/**
 * Add to Cart puts the service in the cart and stays; BOOK NOW puts it in and
 * goes on to the checkout. Once it is in, a Go
 * to Cart link and a Remove from Cart button take their place in the same two
 * fixed-size slots, so the swap after hydration moves nothing.
 */
export function ServiceCartActions({
  slug,
  locale = "en",
}: {
  slug: string;
  locale?: Locale;
}) {
  const words = useTranslations("serviceIslands.cart");
  const store = useCartStore();
  const router = useRouter();
  const index = useCart((state) =>
    state.items.findIndex((item) => item.slug === slug),
  );
  const inCart = index !== -1;
  const changedByVisitor = useRef(false);
  const first = useRef<HTMLAnchorElement & HTMLButtonElement>(null);

  // The pressed button disappears, so keyboard focus moves to its replacement.
  useEffect(() => {
    if (changedByVisitor.current) first.current?.focus();
    changedByVisitor.current = false;
  }, [inCart]);

  const change = (action: () => void) => () => {
    changedByVisitor.current = true;
    action();
  };
  const add = change(() => store.getState().add(slug));
  const remove = change(() => store.getState().removeAt(index));
  const book = () => {
    store.getState().add(slug);
    router.push(localePath(locale, "/checkout"));
  };

  // Wide enough for the longest label on one line, so both states are one height.
  const slot = "w-full whitespace-nowrap sm:w-48";
  return (
    <div className="grid gap-3 sm:flex">
      {inCart ? (
        <>
          <Link
            ref={first}
            href={localePath(locale, "/cart")}
            prefetch={false}
            className={`btn-primary ${slot}`}
          >
            {words("goToCart")}
          </Link>
          <button
            type="button"
            onClick={remove}
            className={`btn-outline ${slot}`}
          >
            {words("remove")}
          </button>
        </>
      ) : (
        <>
          <button
            ref={first}
            type="button"
            onClick={add}
            className={`btn-outline ${slot}`}
          >
            {words("add")}
          </button>
          <button type="button" onClick={book} className={`btn-accent ${slot}`}>
            {words("book")}
          </button>
        </>
      )}
    </div>
  );
}
