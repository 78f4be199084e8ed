import { navigationEs } from "@/data/es/navigation";
import type { Locale } from "@/data/locale";
import {
  accessibilityLink,
  cancellationPolicyLink,
  manageBookingLink,
  policyLinks,
  privacyPolicyLink,
  refundPolicyLink,
  sidebarEntries,
  staySafeLink,
  termsLink,
  trustLinks,
  type Link,
  type SidebarEntry,
} from "@/data/navigation";
import type { ServiceCategory } from "@/data/services";

/** The site's own links: each has one address and a label per language. */
export const navigationHrefs = {
  home: "/",
  itesServices: "/#ites-services",
  aboutUs: "/about-us",
  contactUs: "/contact-us",
  manageBooking: manageBookingLink.href,
  privacyPolicy: privacyPolicyLink.href,
  cancellationPolicy: cancellationPolicyLink.href,
  termsOfService: termsLink.href,
  refundPolicy: refundPolicyLink.href,
  staySafe: staySafeLink.href,
  accessibility: accessibilityLink.href,
} as const;

export type NavigationLinkKey = keyof typeof navigationHrefs;

/** Every label of the sidebar, the footer and the links that pages share. */
export type NavigationCopy = {
  readonly links: Readonly<Record<NavigationLinkKey, string>>;
  readonly categories: Readonly<Record<ServiceCategory, string>>;
};

const englishLinks: readonly Link[] = [
  ...sidebarEntries.flatMap((entry) => (entry.kind === "link" ? [entry] : [])),
  ...policyLinks,
  ...trustLinks,
];

function englishLabel(href: string): string {
  const link = englishLinks.find((l) => l.href === href);
  if (!link) throw new Error(`data/navigation.ts has no link to ${href}`);
  return link.label;
}

function englishCategory(category: ServiceCategory): string {
  const entry = sidebarEntries.find(
    (e) => e.kind === "category" && e.category === category,
  );
  if (!entry) throw new Error(`The sidebar has no ${category} entry`);
  return entry.label;
}

// A Record, so that a new category fails the type check until it is listed here.
const categorySet = {
  printer: true,
  router: true,
  antivirus: true,
  computer: true,
  os: true,
  browser: true,
  software: true,
} as const satisfies Record<ServiceCategory, true>;
const categories = Object.keys(categorySet) as ServiceCategory[];

function byKey<K extends string>(
  keys: readonly K[],
  label: (key: K) => string,
): Record<K, string> {
  const entries: [K, string][] = keys.map((key) => [key, label(key)]);
  // One entry per key of K, by construction.
  return Object.fromEntries(entries) as Record<K, string>;
}

const linkKeys = Object.keys(navigationHrefs) as NavigationLinkKey[];

/** English labels are read from data/navigation.ts, so they stay what the pages show. */
export const navigationCopy: Readonly<Record<Locale, NavigationCopy>> = {
  en: {
    links: byKey(linkKeys, (key) => englishLabel(navigationHrefs[key])),
    categories: byKey(categories, englishCategory),
  },
  es: navigationEs,
};

/** The sidebar in a language: the same entries and order, with that language's labels. */
export function sidebarIn(locale: Locale): readonly SidebarEntry[] {
  const copy = navigationCopy[locale];
  return sidebarEntries.map((entry) => {
    if (entry.kind === "category") {
      return { ...entry, label: copy.categories[entry.category] };
    }
    const key = linkKeys.find((k) => navigationHrefs[k] === entry.href);
    if (!key) throw new Error(`No label key for ${entry.href}`);
    return { ...entry, label: copy.links[key] };
  });
}
