// Its own file, without imports: the browser's language islands read it, and
// data/routes.ts would bring the whole catalogue into their bundle.
/**
 * The pages written in Spanish too (issue 60, docs/glossary-es.md), by their
 * English address; each is also served at `/es` + the address. The service
 * pages and the Techs' pages are Spanish too, matched by their shape in
 * lib/i18n/paths.ts (`hasSpanish`): their slugs are data.
 */
export const spanishPaths: readonly string[] = [
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
  "/user",
  "/cart",
  "/checkout",
  "/bookings",
  "/bookings/confirmation",
];
