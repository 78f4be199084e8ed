export type Faq = { readonly question: string; readonly answer: string };

/** Sidebar group a service belongs to; see data/navigation.ts. */
export type ServiceCategory =
  | "printer"
  | "router"
  | "antivirus"
  | "computer"
  | "os"
  | "browser"
  | "software";

/** A cover picture the team uploaded, as a page draws it: its address and size in pixels. */
export type ServiceCover = {
  readonly src: string;
  readonly width: number;
  readonly height: number;
};

/** A service with its words in one language (lib/content/services.ts composes it). */
export type Service = {
  readonly slug: string;
  readonly category: ServiceCategory;
  /** A technician comes to the customer, so a booking needs a street address. */
  readonly homeVisit: boolean;
  readonly title: string;
  /** USD, charged per incident. */
  readonly price: number;
  /** How long the work takes, in minutes: whole 15-minute steps from 30 to 180 (docs/product.md §23.1). */
  readonly minutes: number;
  /** One sentence for cards and meta descriptions. */
  readonly summary: string;
  readonly description: string;
  readonly servicesIncluded: readonly string[];
  readonly faqs: readonly Faq[];
  /** The team's picture from the CMS; without one, the page draws the service's artwork. */
  readonly cover?: ServiceCover | null;
  /** What the cover shows, in this language; empty, the catalogue's sentence around the title. */
  readonly coverAlt?: string;
};

/**
 * What a service page shows in words: the part of a service that is written per
 * language (data/content/services/<locale>.ts, read through
 * lib/content/services.ts), while slug, category, price and minutes are facts.
 */
export type ServiceCopy = Pick<
  Service,
  "title" | "summary" | "description" | "servicesIncluded" | "faqs"
>;

/** A service's facts, the same in every language. */
export type ServiceFacts = Omit<Service, keyof ServiceCopy>;

/**
 * The catalogue's facts, in display order; a service's position here is its
 * cart id. Its words, in each language, are content: lib/content/services.ts.
 */
export const services = [
  {
    slug: "printer-setup",
    category: "printer",
    homeVisit: false,
    price: 79,
    minutes: 60,
  },
  {
    slug: "printer-installation",
    category: "printer",
    homeVisit: true,
    price: 89,
    minutes: 90,
  },
  {
    slug: "printer-troubleshooting",
    category: "printer",
    homeVisit: false,
    price: 79,
    minutes: 60,
  },
  {
    slug: "wifi-and-network-connectivity",
    category: "router",
    homeVisit: false,
    price: 139,
    minutes: 90,
  },
  {
    slug: "set-up-a-new-wifi-connection",
    category: "router",
    homeVisit: false,
    price: 99,
    minutes: 60,
  },
  {
    slug: "extend-a-wifi-signal",
    category: "router",
    homeVisit: true,
    price: 129,
    minutes: 120,
  },
  {
    slug: "pc-optimization",
    category: "computer",
    homeVisit: false,
    price: 89,
    minutes: 90,
  },
  {
    slug: "virus-removal-cleanup",
    category: "antivirus",
    homeVisit: false,
    price: 79,
    minutes: 120,
  },
  {
    slug: "new-computer-setup",
    category: "computer",
    homeVisit: false,
    price: 89,
    minutes: 120,
  },
  {
    slug: "computer-repair",
    category: "computer",
    homeVisit: false,
    price: 79,
    minutes: 90,
  },
  {
    slug: "computer-tuneup",
    category: "computer",
    homeVisit: false,
    price: 35,
    minutes: 60,
  },
  {
    slug: "data-backup-or-transfer",
    category: "computer",
    homeVisit: false,
    price: 129,
    minutes: 120,
  },
  {
    slug: "operating-system-services",
    category: "os",
    homeVisit: false,
    price: 75,
    minutes: 90,
  },
  {
    slug: "browser-setup",
    category: "browser",
    homeVisit: false,
    price: 39,
    minutes: 30,
  },
  {
    slug: "application-software",
    category: "software",
    homeVisit: false,
    price: 129,
    minutes: 60,
  },
] as const satisfies readonly ServiceFacts[];

export type ServiceSlug = (typeof services)[number]["slug"];
