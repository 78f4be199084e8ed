"use client";

import { createContext, use, type ReactNode } from "react";

/**
 * An area's words for its islands, in the page's language, without sending
 * the other language: a module that imports `xCopy[locale]`'s table sends
 * both, since Next.js puts a page's client components in one chunk. So each
 * area has a provider per language (`<area>-words-en.tsx`, `-es.tsx`), each
 * importing one language, and the page file, which knows its language,
 * imports one and passes it to the page's body as `Words`
 * (docs/architecture.md, "Island words").
 */
export function areaWords<T>(area: string) {
  const Words = createContext<T | null>(null);
  function Provider({ words, children }: { words: T; children: ReactNode }) {
    return <Words value={words}>{children}</Words>;
  }
  function useWords(): T {
    const words = use(Words);
    if (!words) throw new Error(`${area}'s islands are drawn without words`);
    return words;
  }
  return [Provider, useWords] as const;
}

/** A language's provider of an area's words, as a page file passes it down. */
export type WordsProvider = (props: { children: ReactNode }) => ReactNode;
