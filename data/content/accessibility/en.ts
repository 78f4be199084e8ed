import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";

/**
 * What the test suite checks, as the build finds it: the statement states
 * these counts and never a number typed by hand (docs/product.md §16).
 */
export type AccessibilityChecks = {
  /** Pages that axe checks on every test run (the end-to-end route list). */
  readonly pagesChecked: number;
  /** The keyboard-only journeys, one test each, in a visitor's words. */
  readonly keyboardJourneys: readonly string[];
};

export type StatementSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
};

/** /accessibility: our accessibility statement. */
export type AccessibilityStatement = {
  readonly title: string;
  readonly lead: string;
  readonly standard: StatementSection;
  readonly checks: {
    readonly heading: string;
    readonly axe: string;
    /** Counts the keyboard journeys, which are listed after it. */
    readonly keyboard: string;
    readonly journeys: readonly string[];
    readonly lighthouse: string;
  };
  readonly knownIssues: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly string[];
  };
  readonly report: StatementSection;
  /** Followed by the date this version of the site was built. */
  readonly reviewed: { readonly heading: string; readonly text: string };
};

/** "1 page", "30 pages". */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

export function accessibilityStatement(
  checks: AccessibilityChecks,
  business: Business = defaults,
  company: Company = defaultCompany,
): AccessibilityStatement {
  const { pagesChecked, keyboardJourneys } = checks;
  const replyDays = business.accessibilityReports.replyWithinBusinessDays;
  return {
    title: "Accessibility statement",
    lead: `${company.name} wants everyone to be able to find help, book it and reach us, whatever device or assistive technology they use.`,
    standard: {
      heading: "The standard we aim for",
      paragraphs: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page of this website.",
        "Pages are built from headings, lists, labelled form fields and real buttons and links, so that screen readers, keyboards, voice control and zoom all work with them. Every page can be read without JavaScript.",
      ],
    },
    checks: {
      heading: "How we check",
      axe: `Every time our tests run, the axe accessibility checker examines all ${countOf(pagesChecked, "page")} of this website against the WCAG 2.0, 2.1 and 2.2 rules at levels A and AA that a program can test, together with the page for an address that does not exist and pages with menus, search results and sharing controls open. Any problem it finds, however small, fails the tests.`,
      keyboard: `The same tests walk ${countOf(keyboardJourneys.length, "journey")} with the keyboard alone, checking at every step that the control in focus shows a visible focus ring:`,
      journeys: keyboardJourneys,
      lighthouse: `We also audit all ${countOf(pagesChecked, "page")} with Lighthouse, and require its accessibility score to be 100.`,
    },
    knownIssues: {
      heading: "What we know is not yet right",
      intro:
        "Automated checks find only some of the problems WCAG describes. Where we know we fall short, we say so:",
      items: [
        "Booking and signing in need JavaScript, because your cart is kept in your own browser. Without JavaScript those pages say so and give our phone number, and we take your booking by phone instead.",
        "People who use screen readers, screen magnifiers or voice control have not yet tested the website for us. Until they have, we rely on you to tell us what gets in your way.",
      ],
    },
    report: {
      heading: "Tell us about a problem",
      paragraphs: [
        `If something on this website is hard to use, call us on ${company.phone.display} or e-mail ${company.email}. Tell us the page and what got in your way.`,
        `We answer the phone ${company.hoursLong}, and we reply to every e-mail about accessibility within ${countOf(replyDays, "business day")}, saying what we will change and when. If a problem stops you from booking, we will take your booking by phone.`,
      ],
    },
    reviewed: {
      heading: "Last review",
      text: "This statement is built with the website, and its counts are read from our tests at that moment. It was last reviewed when this version of the website was built, on",
    },
  };
}

/** The keyboard journeys as an English visitor reads them: the end-to-end suite's own names. */
export { keyboardJourneys } from "@/data/keyboard-journeys";
