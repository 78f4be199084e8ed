// Its own file, without imports: the browser's language islands read it, and
// data/routes.ts would bring the whole catalogue into their bundle.
/**
 * The pages written in Spanish too (issue 60, docs/glossary-es.md), by their
 * English address; each is also served at `/es` + the address.
 */
export const spanishPaths: readonly string[] = [
  "/",
  "/about-us",
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
  "/bookings",
  "/bookings/confirmation",
];
