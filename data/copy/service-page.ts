import { servicePageEs } from "@/data/es/service-page";
import type { Locale } from "@/data/locale";
import { reviewCopy } from "@/data/reviews";

/**
 * The fixed words of a service page and its islands (cart buttons, share,
 * ZIP check, its Techs and reviews), in each language. The islands import
 * this small file rather than a message runtime (docs/architecture.md,
 * "Languages"); the service's own words are in data/copy/services.ts.
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
  readonly share: {
    readonly label: string;
    readonly fieldLabel: string;
    readonly copied: string;
    readonly manual: string;
  };
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
  readonly reviews: {
    readonly heading: string;
    readonly failed: string;
    readonly loading: string;
    readonly latest: string;
    readonly onlyCompleted: string;
    readonly none: string;
    readonly outOf: (average: string) => string;
    readonly from: string;
    readonly count: (count: number) => string;
    readonly rated: (rating: number) => string;
    readonly edited: string;
    readonly replyFrom: (by: string, date: string) => string;
    readonly theTechnician: string;
    readonly verified: string;
    readonly anonymousAuthor: string;
  };
};

const en: ServicePageCopy = {
  coverAlt: (title) => `Illustration for ${title}`,
  startsAt: "STARTS AT ONLY",
  previewAlt: (title, price) => `${title}, starts at only ${price}`,
  takesAbout: (duration) => `The work takes about ${duration}.`,
  about: "About this service",
  includes: "Services Include",
  faq: "FAQ",
  remoteAnywhere: "Remote help works anywhere:",
  remoteAnywhereRest:
    "this service is done by phone or in a remote session you approve, wherever you are.",
  share: {
    label: "Share this service",
    fieldLabel: "Service link",
    copied: "Link copied",
    manual: "Copy the link below to share it.",
  },
  cart: {
    goToCart: "Go to Cart",
    remove: "Remove from Cart",
    add: "Add to Cart",
    book: "BOOK NOW",
  },
  zip: {
    title: "Do we come to you?",
    label: "Your ZIP code",
    check: "Check",
    checking: "Checking…",
    slots: (zip, first) =>
      `Yes, we come to ${zip}. The first free time is ${first}; pick yours at checkout.`,
    none: (zip) =>
      `We come to ${zip}, but no time is free in the next 30 days: request a time window at checkout and we call you.`,
    notVisited: (zip) =>
      `We do not visit ZIP ${zip}: none of our technicians comes there.`,
    callToHear: "Call us at",
    callToHearEnd: ": we tell you what can be done by phone.",
    remoteWorks: "Remote help works wherever you are:",
    and: " and ",
    remoteDone: (count) =>
      `${count === 1 ? "is" : "are"} done by phone or in a remote session you approve. Or call us at`,
    unavailable: "We cannot check just now. Please try again in a minute.",
    empty: "Enter your 5-digit ZIP code, such as 10001.",
    malformed: "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
  },
  techs: {
    heading: (title) => `Technicians for ${title}`,
    every: (title) => `Every technician for ${title}`,
  },
  reviews: {
    heading: "Reviews from customers",
    failed: "Reviews cannot be shown just now.",
    loading: "Loading reviews…",
    latest: "Latest reviews",
    onlyCompleted:
      "Only customers whose booking of this service was completed through us can review it.",
    none: "No reviews yet",
    outOf: (average) => `${average} out of 5`,
    from: "from",
    count: (count) => `${count} ${count === 1 ? "review" : "reviews"}`,
    rated: (rating) => `Rated ${rating} out of 5`,
    edited: " (edited)",
    replyFrom: (by, date) => `Reply from ${by}, ${date}`,
    theTechnician: "the technician",
    verified: reviewCopy.verified,
    anonymousAuthor: reviewCopy.anonymousAuthor,
  },
};

export const servicePageCopy: Readonly<Record<Locale, ServicePageCopy>> = {
  en,
  es: servicePageEs,
};
