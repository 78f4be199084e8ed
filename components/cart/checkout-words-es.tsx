"use client";

import type { ReactNode } from "react";
import { zipEs } from "@/data/es/zip";
import { checkoutEs } from "@/data/es/checkout";
import { shareSaidEs } from "@/data/es/share";
import { CheckoutWordsProvider } from "./checkout-words";

const words = { said: checkoutEs, zip: zipEs, share: shareSaidEs };

/** The cart's and the checkout's words in Spanish, and nothing of the English. */
export function SpanishCheckoutWords({ children }: { children: ReactNode }) {
  return (
    <CheckoutWordsProvider words={words}>{children}</CheckoutWordsProvider>
  );
}
