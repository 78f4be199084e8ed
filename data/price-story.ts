import { business } from "./business";

/**
 * What every page says about price, payment and passwords (docs/product.md
 * §22), written once so that no two pages can tell it differently.
 */
export const priceStory = {
  /** What a catalogue price is. */
  price: `Each service has a fixed price for the ${business.chargedPer} it describes. If the technician finds more than it covers, they tell you and quote before doing anything more.`,
  /** When and how it is paid. */
  payment:
    "You pay after the service, by credit, debit or bank card. Nothing is paid on this site.",
  /** What the checkout's total is, beside it. */
  total:
    "The fixed prices of the services in your cart, added up. You pay after the service, by one of the cards pictured; nothing is paid on this site.",
  /** Never contradicting /stay-safe. */
  passwords:
    "We never need your passwords: when a step asks for one, you type it yourself.",
} as const;
