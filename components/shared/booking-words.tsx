"use client";

import type { BookingPagesCopy } from "@/data/copy/booking-pages";
import type { priceStory } from "@/data/price-story";
import { areaWords } from "@/components/shared/words";

/** The words of a booking's islands (its confirmation, the manage view), in the page's language. */
export type BookingWords = {
  readonly said: BookingPagesCopy;
  readonly priceStory: { readonly [K in keyof typeof priceStory]: string };
};

export const [BookingWordsProvider, useBookingWords] =
  areaWords<BookingWords>("A booking's pages");
