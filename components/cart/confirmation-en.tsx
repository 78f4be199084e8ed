"use client";

import dynamic from "next/dynamic";

/**
 * The booking's confirmation in English, as the English checkout shows it: only
 * once a booking is made, so its code and words load then. The page file
 * passes it, so the page's start-up script holds one language's loader, as
 * before the confirmation's words were split (docs/architecture.md,
 * "Island words").
 */
export const EnglishConfirmation = dynamic(() =>
  import("@/components/shared/booking-words-en").then(
    (m) => m.EnglishBookingConfirmation,
  ),
);
