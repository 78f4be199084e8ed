import type { OfferedDay } from "./labels";

/** What `GET /checkout/api/slots` answers with 200 (docs/product.md §23.6). */
export type SlotAnswer =
  | {
      readonly status: "slots";
      /** How long the visit takes, in minutes. */
      readonly minutes: number;
      readonly days: readonly OfferedDay[];
    }
  /** A home visit needs the ZIP before any time can be offered. */
  | { readonly status: "zip-needed" }
  /**
   * Techs visit other ZIPs, not this one: no home visit is booked there, and
   * the visitor is offered remote help instead (docs/product.md §23.7).
   */
  | { readonly status: "not-visited" }
  /** Techs visit, but no start is free in the next 30 days. */
  | { readonly status: "none" }
  /** The database cannot be reached, or the server not at all: a window is requested. */
  | { readonly status: "unavailable" };

/**
 * What the checkout is told about booking a time for its cart: the route's
 * answer, or the sentence of a question it refused (400).
 */
export type SlotOffer =
  SlotAnswer | { readonly status: "invalid"; readonly message: string };
