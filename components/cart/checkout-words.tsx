"use client";

import { createContext, use, type ReactNode } from "react";
import type { CheckoutCopy } from "@/data/copy/checkout";
import type { ZipCopy } from "@/data/copy/zip";

/** The words of the cart's and the checkout's islands, in the page's language. */
export type CheckoutWords = {
  readonly said: CheckoutCopy;
  readonly zip: ZipCopy;
};

const Words = createContext<CheckoutWords | null>(null);

/**
 * Given the words by ./checkout-words-en or ./checkout-words-es, each of which
 * imports one language only. The page file picks one and imports it itself: a
 * page's client components share one chunk, so a module that imported both
 * would send both (docs/performance.md, "One language per page").
 */
export function CheckoutWordsProvider({
  words,
  children,
}: {
  words: CheckoutWords;
  children: ReactNode;
}) {
  return <Words value={words}>{children}</Words>;
}

/** EnglishCheckoutWords or SpanishCheckoutWords, as a page passes it down. */
export type WordsProvider = (props: { children: ReactNode }) => ReactNode;

export function useCheckoutWords(): CheckoutWords {
  const words = use(Words);
  if (!words) throw new Error("A cart island is drawn outside its words");
  return words;
}
