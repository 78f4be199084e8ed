"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ErrorWords } from "@/components/layout/error-view";

const Words = createContext<ErrorWords | undefined>(undefined);

/**
 * The error page's words, for app/[locale]/error.tsx, which Next.js draws
 * inside the layout and hands no props of ours: the layout gives them here,
 * written (`errorWordsIn`), rather than as the `error` namespace in
 * `IslandWords`, so that a page whose other parts need no translator (`/`,
 * the text pages) loads none (docs/performance.md, "JavaScript per page").
 */
export function ErrorWordsProvider({
  words,
  children,
}: {
  words: ErrorWords;
  children: ReactNode;
}) {
  return <Words value={words}>{children}</Words>;
}

/** The words the nearest `ErrorWordsProvider` gives. */
export function useErrorWords(): ErrorWords {
  const words = useContext(Words);
  if (!words)
    throw new Error("The error page is drawn outside its layout's words");
  return words;
}
