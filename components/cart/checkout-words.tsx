"use client";

import type { CheckoutCopy } from "@/data/copy/checkout";
import type { ShareSaid } from "@/data/en/share";
import type { ZipCopy } from "@/data/copy/zip";
import { areaWords } from "@/components/shared/words";

/** The words of the cart's and the checkout's islands, in the page's language. */
export type CheckoutWords = {
  readonly said: CheckoutCopy;
  readonly zip: ZipCopy;
  /** What the cart's Share button says once pressed. */
  readonly share: ShareSaid;
};

export const [CheckoutWordsProvider, useCheckoutWords] =
  areaWords<CheckoutWords>("The cart");
