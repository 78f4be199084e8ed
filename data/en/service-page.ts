import type { ServicePageCopy } from "@/data/copy/service-page";
import { shareSaidEn } from "@/data/en/share";

/**
 * A service page's fixed words in English. Apart from
 * data/copy/service-page.ts, whose table imports the Spanish too.
 */
export const servicePageEn: ServicePageCopy = {
  coverAlt: (title) => `Illustration for ${title}`,
  startsAt: "STARTS AT ONLY",
  previewAlt: (title, price) => `${title}, starts at only ${price}`,
  takesAbout: (duration) => `The work takes about ${duration}.`,
  about: "About this service",
  includes: "Services Include",
  faq: "FAQ's",
  remoteAnywhere: "Remote help works anywhere:",
  remoteAnywhereRest:
    "this service is done by phone or in a remote session you approve, wherever you are.",
  share: {
    label: "Share this service",
    fieldLabel: "Service link",
    ...shareSaidEn,
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
};
