import { servicePageEn } from "@/data/en/service-page";
import { servicePageEs } from "@/data/es/service-page";
import type { Locale } from "@/data/locale";

/** What a Share button says after it is pressed, on a service page or a cart. */
export type ShareSaid = {
  readonly copied: string;
  readonly manual: string;
};

/** A Share button's words: its text, its field's label and what it says. */
export type ShareCopy = ShareSaid & {
  readonly label: string;
  readonly fieldLabel: string;
};

/**
 * The fixed words of a service page and its islands (cart buttons, share,
 * ZIP check, its Techs and reviews), in each language; the service's own
 * words are in data/copy/services.ts. The islands read one language's words
 * through components/shared/service-page-words.tsx (docs/architecture.md,
 * "Island words").
 */
export type ServicePageCopy = {
  readonly coverAlt: (title: string) => string;
  readonly startsAt: string;
  /** The preview image's alt text and line. */
  readonly previewAlt: (title: string, price: string) => string;
  readonly takesAbout: (duration: string) => string;
  readonly about: string;
  readonly includes: string;
  readonly faq: string;
  readonly remoteAnywhere: string;
  readonly remoteAnywhereRest: string;
  readonly share: ShareCopy;
  readonly cart: {
    readonly goToCart: string;
    readonly remove: string;
    readonly add: string;
    readonly book: string;
  };
  readonly zip: {
    readonly title: string;
    readonly label: string;
    readonly check: string;
    readonly checking: string;
    readonly slots: (zip: string, first: string) => string;
    readonly none: (zip: string) => string;
    readonly notVisited: (zip: string) => string;
    readonly callToHear: string;
    readonly callToHearEnd: string;
    readonly remoteWorks: string;
    readonly and: string;
    /** After the remote services' names: how many were named decides the verb. */
    readonly remoteDone: (count: number) => string;
    readonly unavailable: string;
    readonly empty: string;
    readonly malformed: string;
  };
  readonly techs: {
    readonly heading: (title: string) => string;
    readonly every: (title: string) => string;
  };
};

/** For server components, the preview and tests; never for a client-side module. */
export const servicePageCopy: Readonly<Record<Locale, ServicePageCopy>> = {
  en: servicePageEn,
  es: servicePageEs,
};
