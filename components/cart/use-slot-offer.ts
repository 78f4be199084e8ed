"use client";

import { useEffect, useState } from "react";
import { askSlots } from "@/components/api/ask-slots";
import type { SlotOffer } from "@/lib/scheduling/offer";
import type { Locale } from "@/data/locale";

/**
 * What the server says can be booked for the cart at a ZIP (docs/product.md
 * §23.6), asked again when either changes and after each answer of the form
 * (`asked`), so a time taken meanwhile drops out. Undefined while asking, or
 * while `ask` is false (the stored cart is not read yet). The whole checkout
 * reads it: the slot picker, and whether a time can be picked at all.
 */
export function useSlotOffer(
  slugs: readonly string[],
  zip: string,
  ask: boolean,
  asked: unknown,
  locale: Locale,
): SlotOffer | undefined {
  const [answer, setAnswer] = useState<{ key: string; offer: SlotOffer }>();
  // A new array of the same slugs is the same question.
  const cart = slugs.join(",");
  const key = `${cart}|${zip}`;

  useEffect(() => {
    if (!ask) return;
    let current = true;
    void askSlots(cart ? cart.split(",") : [], zip, locale).then((offer) => {
      if (current) setAnswer({ key, offer });
    });
    return () => {
      current = false;
    };
  }, [cart, zip, key, ask, asked, locale]);

  // An answer for another cart or ZIP is not this one's.
  return answer?.key === key ? answer.offer : undefined;
}
