"use client";

import type { BookingPagesCopy } from "@/data/copy/booking-pages";
import type { PriceStory } from "@/data/copy/price-story";
import { areaWords } from "@/components/shared/words";

/** The words of a booking's islands (its confirmation, the manage view), in the page's language. */
export type BookingWords = {
  readonly said: BookingPagesCopy;
  readonly priceStory: PriceStory;
};

export const [BookingWordsProvider, useBookingWords] =
  areaWords<BookingWords>("A booking's pages");
