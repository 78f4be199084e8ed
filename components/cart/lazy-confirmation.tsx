"use client";

import dynamic from "next/dynamic";

/**
 * The booking's confirmation as the checkout shows it: only once a booking
 * is made, so its code loads then; its words (the `booking` and `priceStory`
 * namespaces) come in the page's language with its IslandWords
 * (components/cart/checkout-route.tsx).
 */
export const LazyConfirmation = dynamic(() =>
  import("@/components/shared/booking-confirmation").then(
    (m) => m.BookingConfirmation,
  ),
);
