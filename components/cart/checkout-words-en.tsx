"use client";

import type { ReactNode } from "react";
import { checkoutEn } from "@/data/en/checkout";
import { shareSaidEn } from "@/data/en/share";
import { zipEn } from "@/data/en/zip";
import { CheckoutWordsProvider } from "./checkout-words";

const words = { said: checkoutEn, zip: zipEn, share: shareSaidEn };

/** The cart's and the checkout's words in English, and nothing of the Spanish. */
export function EnglishCheckoutWords({ children }: { children: ReactNode }) {
  return (
    <CheckoutWordsProvider words={words}>{children}</CheckoutWordsProvider>
  );
}
