// The managed IT pages' English titles (content, as lib/content/offerings.ts reads it).
import { offeringsEn } from "./content/offerings/en";
import { offeringSlugs } from "./offerings";
import type { ServiceCategory } from "./services";

export type Link = { readonly label: string; readonly href: string };

export type SidebarEntry =
  | ({ readonly kind: "link" } & Link)
  | {
      readonly kind: "category";
      readonly label: string;
      readonly category: ServiceCategory;
    };

/** The sidebar, in the order of docs/product.md §11; categories expand from the catalogue. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { kind: "link", label: "Home", href: "/" },
  { kind: "category", label: "Printer Solutions", category: "printer" },
  { kind: "category", label: "Router Solutions", category: "router" },
  { kind: "category", label: "Antivirus Solutions", category: "antivirus" },
  { kind: "link", label: "ITES Services", href: "/#ites-services" },
  { kind: "category", label: "Computer Solutions", category: "computer" },
  { kind: "category", label: "Operating System", category: "os" },
  { kind: "category", label: "Browsers Setup", category: "browser" },
  { kind: "category", label: "Application Software", category: "software" },
  { kind: "link", label: "About Us", href: "/about-us" },
  { kind: "link", label: "Contact Us", href: "/contact-us" },
  { kind: "link", label: "Manage a booking", href: "/bookings" },
];

/** Where a customer finds a booking again (docs/product.md §21.2). */
export const manageBookingLink = {
  label: "Manage a booking",
  href: "/bookings",
} as const satisfies Link;

export const privacyPolicyLink = {
  label: "Privacy Policy",
  href: "/privacy-policy",
} as const satisfies Link;
export const cancellationPolicyLink = {
  label: "Cancellation Policy",
  href: "/cancellation-policy",
} as const satisfies Link;
export const termsLink = {
  label: "Terms of Service",
  href: "/terms-of-service",
} as const satisfies Link;
export const refundPolicyLink = {
  label: "Refund Policy",
  href: "/refund-policy",
} as const satisfies Link;

/** The footer's policy links; pages that mention a policy link to the same entry. */
export const policyLinks: readonly Link[] = [
  privacyPolicyLink,
  cancellationPolicyLink,
  termsLink,
  refundPolicyLink,
];

export const staySafeLink = {
  label: "How to spot a tech-support scam",
  href: "/stay-safe",
} as const satisfies Link;
export const accessibilityLink = {
  label: "Accessibility",
  href: "/accessibility",
} as const satisfies Link;

/** Pages that help visitors trust us (docs/product.md §16): in the footer and the sitemap. */
export const trustLinks: readonly Link[] = [staySafeLink, accessibilityLink];

export const managedItLinks: readonly Link[] = offeringSlugs.map((slug) => ({
  label: offeringsEn[slug].title,
  href: `/${slug}`,
}));
