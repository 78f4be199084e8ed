import { offerings } from "./offerings";
import type { ServiceCategory } from "./services";

export type Link = { readonly label: string; readonly href: string };

/** A page of the site's own, by its address; its label is in the `navigation` catalogue. */
export type Page = { readonly href: string };

/** The site's own links: each has one address, and its label under `links.<key>` of the `navigation` catalogue. */
export const navigationHrefs = {
  home: "/",
  itesServices: "/#ites-services",
  aboutUs: "/about-us",
  contactUs: "/contact-us",
  manageBooking: "/bookings",
  privacyPolicy: "/privacy-policy",
  cancellationPolicy: "/cancellation-policy",
  termsOfService: "/terms-of-service",
  refundPolicy: "/refund-policy",
  staySafe: "/stay-safe",
  accessibility: "/accessibility",
} as const;

export type NavigationLinkKey = keyof typeof navigationHrefs;

/** A sidebar entry: a link by its key, or a category (labelled under `categories.<category>`). */
export type SidebarEntry =
  | { readonly kind: "link"; readonly link: NavigationLinkKey }
  | { readonly kind: "category"; readonly category: ServiceCategory };

/** The sidebar, in the order of docs/product.md §11; categories expand from the catalogue. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { kind: "link", link: "home" },
  { kind: "category", category: "printer" },
  { kind: "category", category: "router" },
  { kind: "category", category: "antivirus" },
  { kind: "link", link: "itesServices" },
  { kind: "category", category: "computer" },
  { kind: "category", category: "os" },
  { kind: "category", category: "browser" },
  { kind: "category", category: "software" },
  { kind: "link", link: "aboutUs" },
  { kind: "link", link: "contactUs" },
  { kind: "link", link: "manageBooking" },
];

/** Where a customer finds a booking again (docs/product.md §21.2). */
export const manageBookingLink = {
  href: navigationHrefs.manageBooking,
} as const satisfies Page;

export const privacyPolicyLink = {
  href: navigationHrefs.privacyPolicy,
} as const satisfies Page;
export const cancellationPolicyLink = {
  href: navigationHrefs.cancellationPolicy,
} as const satisfies Page;
export const termsLink = {
  href: navigationHrefs.termsOfService,
} as const satisfies Page;
export const refundPolicyLink = {
  href: navigationHrefs.refundPolicy,
} as const satisfies Page;

/** The footer's policy pages; pages that mention a policy link to the same entry. */
export const policyLinks: readonly Page[] = [
  privacyPolicyLink,
  cancellationPolicyLink,
  termsLink,
  refundPolicyLink,
];

export const staySafeLink = {
  href: navigationHrefs.staySafe,
} as const satisfies Page;
export const accessibilityLink = {
  href: navigationHrefs.accessibility,
} as const satisfies Page;

/** Pages that help visitors trust us (docs/product.md §16): in the footer and the sitemap. */
export const trustLinks: readonly Page[] = [staySafeLink, accessibilityLink];

/** The managed IT pages; their titles are content (lib/content/offerings.ts). */
export const managedItLinks: readonly Page[] = offerings.map((offering) => ({
  href: `/${offering.slug}`,
}));
