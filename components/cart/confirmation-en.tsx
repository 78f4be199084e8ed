"use client";

import dynamic from "next/dynamic";

/**
 * The booking's confirmation, as the English checkout shows it: only once a
 * booking is made, so its code loads then; its words (the `booking` and
 * `priceStory` namespaces) come with the page's IslandWords
 * (components/cart/checkout-route.tsx).
 */
export const EnglishConfirmation = dynamic(() =>
  import("@/components/shared/booking-confirmation").then(
    (m) => m.BookingConfirmation,
  ),
);
