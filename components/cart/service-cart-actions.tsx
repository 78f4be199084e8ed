"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useCart, useCartStore } from "@/components/cart/use-cart";

/**
 * Add to Cart puts the service in the cart and stays; BOOK NOW puts it in and
 * goes on to the checkout. Once it is in, a Go
 * to Cart link and a Remove from Cart button take their place in the same two
 * fixed-size slots, so the swap after hydration moves nothing.
 */
export function ServiceCartActions({ slug }: { slug: string }) {
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
    router.push("/checkout");
  };

  // Wide enough for the longest label on one line, so both states are one height.
  const slot = "w-full whitespace-nowrap sm:w-48";
  return (
    <div className="grid gap-3 sm:flex">
      {inCart ? (
        <>
          <Link
            ref={first}
            href="/cart"
            prefetch={false}
            className={`btn-primary ${slot}`}
          >
            Go to Cart
          </Link>
          <button
            type="button"
            onClick={remove}
            className={`btn-outline ${slot}`}
          >
            Remove from Cart
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
            Add to Cart
          </button>
          <button type="button" onClick={book} className={`btn-accent ${slot}`}>
            BOOK NOW
          </button>
        </>
      )}
    </div>
  );
}
