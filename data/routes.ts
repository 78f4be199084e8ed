import { offerings } from "@/data/offerings";
import { defaultLocale, locales } from "@/data/locale";
import { pages, type Page } from "@/data/pages.mjs";
import { services } from "@/data/services";

/**
 * A page's addresses in the default language, its `[part]` filled from the
 * catalogue (`catalogue` is the services' list, so a test can grow it). A
 * part the database fills (a Tech's handle, a token) has none here.
 */
export function addressesOf(
  page: Page,
  catalogue: readonly { slug: string }[] = services,
): string[] {
  if (page.path === "/services/[service]")
    return catalogue.map((service) => `/services/${service.slug}`);
  if (page.path === "/[offering]")
    return offerings.map((offering) => `/${offering.slug}`);
  return page.path.includes("[") ? [] : [page.path];
}

const built = pages.filter(
  (page) => page.rendered === "build" && page.kind !== "preview",
);

export const serviceRoutes = services.map((s) => `/services/${s.slug}`);

/**
 * Every page the build writes, by its default-language address, but the
 * service pages: the end-to-end tests visit each, and /accessibility states
 * how many (docs/product.md §16). tests/e2e/pages.spec.ts fails until these
 * lists equal the build's pages.
 */
export const staticRoutes = built
  .filter((page) => page.path !== "/services/[service]")
  .flatMap((page) => addressesOf(page));

/** The pages the build writes in every language, by their default-language address. */
export const translatedPaths: readonly string[] = built
  .filter((page) => page.languages === "every")
  .flatMap((page) => addressesOf(page));

/** Those pages' addresses in the other languages ("/es", "/es/cart"). */
export const translatedRoutes = locales
  .filter((locale) => locale !== defaultLocale)
  .flatMap((locale) =>
    translatedPaths.map((path) =>
      path === "/" ? `/${locale}` : `/${locale}${path}`,
    ),
  );

/** Every page of the build, in every language. */
export const allRoutes = [
  ...staticRoutes,
  ...serviceRoutes,
  ...translatedRoutes,
];

/** Pages that only a preview build serves; production answers 404. */
export const previewRoutes = pages
  .filter((page) => page.kind === "preview")
  .map((page) => page.path);
