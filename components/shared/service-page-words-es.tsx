"use client";

import type { ReactNode } from "react";
import { servicePageEs } from "@/data/es/service-page";
import { ServicePageWordsProvider } from "./service-page-words";

/** A service page's island words in Spanish, and nothing of the English. */
export function SpanishServicePageWords({ children }: { children: ReactNode }) {
  return (
    <ServicePageWordsProvider words={servicePageEs}>
      {children}
    </ServicePageWordsProvider>
  );
}
