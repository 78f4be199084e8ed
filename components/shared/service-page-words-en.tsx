"use client";

import type { ReactNode } from "react";
import { servicePageEn } from "@/data/en/service-page";
import { ServicePageWordsProvider } from "./service-page-words";

/** A service page's island words in English, and nothing of the Spanish. */
export function EnglishServicePageWords({ children }: { children: ReactNode }) {
  return (
    <ServicePageWordsProvider words={servicePageEn}>
      {children}
    </ServicePageWordsProvider>
  );
}
