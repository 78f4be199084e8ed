"use client";

import type { ComponentProps, ReactNode } from "react";
import { bookingPagesEn } from "@/data/en/booking-pages";
import { priceStory } from "@/data/price-story";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingWordsProvider } from "./booking-words";

const words = { said: bookingPagesEn, priceStory };

/** A booking's words in English, and nothing of the Spanish. */
export function EnglishBookingWords({ children }: { children: ReactNode }) {
  return <BookingWordsProvider words={words}>{children}</BookingWordsProvider>;
}

/** The confirmation with its English words, for a page that loads it lazily. */
export function EnglishBookingConfirmation(
  props: ComponentProps<typeof BookingConfirmation>,
) {
  return (
    <EnglishBookingWords>
      <BookingConfirmation {...props} />
    </EnglishBookingWords>
  );
}
