import { checkoutEn } from "@/data/en/checkout";
import { checkoutEs } from "@/data/es/checkout";
import type { Locale } from "@/data/locale";

/**
 * The words of the cart's and the checkout's islands (components/cart/),
 * which read them with useCheckoutWords(): a page sends one language's words
 * to the browser (components/cart/checkout-words.tsx). The English is what
 * the pages said before issue 60; `checkoutCopy` is for the server.
 */
export type CheckoutCopy = {
  // The cart.
  readonly remove: string;
  readonly removeLine: (title: string) => string;
  readonly cartTotal: string;
  readonly total: string;
  readonly checkout: string;
  readonly clearCart: string;
  readonly shareCart: string;
  readonly cartLink: string;
  readonly emptyCart: string;
  readonly emptyCartHint: string;
  readonly addAService: string;
  readonly addServiceLink: string;
  readonly services: (count: number) => string;
  readonly paymentMethods: string;
  // The shared-cart offer.
  readonly sharedNone: string;
  readonly sharedAdded: string;
  readonly cartUnchanged: string;
  readonly sharedHeading: string;
  readonly sharedBy: string;
  readonly alreadyInCart: string;
  readonly addToCart: string;
  readonly noThanks: string;
  // The checkout form.
  readonly fields: {
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string;
    readonly email: string;
    readonly address1: string;
    readonly address2: string;
    readonly city: string;
    readonly state: string;
    readonly zip: string;
    readonly notes: string;
    readonly date: string;
  };
  readonly remoteCart: string;
  readonly visitCart: string;
  readonly addressOptional: string;
  readonly yourAddress: string;
  readonly notesHint: (max: number) => string;
  readonly submit: string;
  readonly payAfter: string;
  readonly noVisitAt: (zip: string) => string;
  readonly slotConfirmed: string;
  readonly weCall: string;
  readonly pickOrWindow: string;
  // When: the slot picker, or a window.
  readonly whenCall: string;
  readonly whenCome: string;
  readonly modeSlot: string;
  readonly modeWindow: string;
  readonly unservedWhen: (zip: string) => string;
  readonly looking: string;
  readonly dateHint: (days: number) => string;
  readonly takes: (remote: boolean, duration: string) => string;
  readonly duration: (minutes: number) => string;
  readonly day: string;
  readonly timeOn: (day: string) => string;
  readonly zipNeeded: string;
  readonly noneOnline: string;
  readonly slotsUnavailable: string;
  // A time lost in a race.
  readonly nearestTimes: string;
  readonly youPicked: (time: string) => string;
  // Remote help at a ZIP no Tech visits.
  readonly remoteInstead: string;
  readonly remoteInsteadIntro: (zip: string) => string;
  readonly insteadOf: (title: string) => string;
  readonly bookInstead: (
    option: string,
    price: string,
    visit: string,
  ) => string;
  readonly orCall: string;
  readonly orCallAfter: string;
  // Without JavaScript.
  readonly needsJavaScript: string;
  readonly toBook: (hours: string) => string;
};

export const checkoutCopy: Readonly<Record<Locale, CheckoutCopy>> = {
  en: checkoutEn,
  es: checkoutEs,
};
