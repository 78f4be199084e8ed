import type { OfferedDay } from "./labels";

/** What the checkout is told about booking a time for its cart (docs/product.md §23.6). */
export type SlotOffer =
  | {
      readonly status: "slots";
      /** How long the visit takes, in minutes. */
      readonly minutes: number;
      readonly days: readonly OfferedDay[];
    }
  /** A home visit needs the ZIP before any time can be offered. */
  | { readonly status: "zip-needed" }
  /** No Tech visits this ZIP: the visitor requests a time window instead. */
  | { readonly status: "not-visited" }
  /** Techs visit, but no start is free in the next 30 days. */
  | { readonly status: "none" }
  | { readonly status: "invalid"; readonly message: string }
  | { readonly status: "unavailable" };
