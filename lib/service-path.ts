/** A service page's path. Kept apart from lib/catalogue.ts so client code can use it without the catalogue. */
export function servicePath(slug: string): string {
  return `/services/${slug}`;
}
