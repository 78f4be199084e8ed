/** A service page's path. Kept apart from lib/catalogue.ts so client code can use it without the catalogue. */
export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

/**
 * A service's cover picture follows from its slug: `npm run artwork` draws one
 * for every catalogue entry, so a new service needs no picture named anywhere.
 */
export function coverPath(slug: string): string {
  return `/images/services/${slug}.svg`;
}
