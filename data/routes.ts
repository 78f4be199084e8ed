import { services } from "@/data/services";
import { spanishPaths as spanishPages } from "@/data/spanish-paths";

/**
 * Every page a visitor can reach: the end-to-end tests visit each, and
 * /accessibility states how many (docs/product.md §16). tests/e2e/pages.spec.ts fails until this equals the build's pages.
 */
export const staticRoutes = [
  "/",
  "/about-us",
  "/contact-us",
  "/services",
  "/cloud-computing",
  "/network-security",
  "/managed-services",
  "/privacy-policy",
  "/cancellation-policy",
  "/terms-of-service",
  "/refund-policy",
  "/stay-safe",
  "/accessibility",
  "/cart",
  "/checkout",
  "/user",
  "/bookings",
  "/bookings/confirmation",
  "/staff",
  "/techs/edit",
  "/problems/new",
  "/tech/problems",
  "/tech/bookings",
  "/tech/reviews",
] as const;

export const serviceRoutes = services.map((s) => `/services/${s.slug}`);

/** The pre-rendered pages written in Spanish too, by their English address. */
export const spanishPaths: readonly string[] = [
  ...spanishPages,
  ...serviceRoutes,
];

/** The Spanish pages' own addresses. */
export const spanishRoutes = spanishPaths.map((path) =>
  path === "/" ? "/es" : `/es${path}`,
);

/** Every page of the build, English and Spanish. */
export const allRoutes = [...staticRoutes, ...serviceRoutes, ...spanishRoutes];

/** Pages that only a preview build serves; production answers 404. */
export const previewRoutes = ["/preview"] as const;
