"use client";

import type { ComponentProps, ReactNode } from "react";
import { bookingPagesEs } from "@/data/es/booking-pages";
import { priceStoryEs } from "@/data/es/price-story";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingWordsProvider } from "./booking-words";

const words = { said: bookingPagesEs, priceStory: priceStoryEs };

/** A booking's words in Spanish, and nothing of the English. */
export function SpanishBookingWords({ children }: { children: ReactNode }) {
  return <BookingWordsProvider words={words}>{children}</BookingWordsProvider>;
}

/** The confirmation with its Spanish words, for a page that loads it lazily. */
export function SpanishBookingConfirmation(
  props: ComponentProps<typeof BookingConfirmation>,
) {
  return (
    <SpanishBookingWords>
      <BookingConfirmation {...props} />
    </SpanishBookingWords>
  );
}
