import { getOffering } from "@/data/offerings";
import { pageFiles } from "@/data/pages.mjs";
import { isServiceSlug } from "@/lib/catalogue";
import { pageOf, shape } from "@/lib/i18n/paths";

/**
 * Whether a default-language address is one of app/[locale]'s: a page of the
 * list whose `[part]` the catalogue knows (a service, a managed IT page), or
 * one a page checks itself (a Tech's handle, a token), a route of a page
 * (`…/api/…`), or a file of data/pages.mjs. Any other address is no page's.
 */
export function isSiteAddress(path: string): boolean {
  if (path.includes("/api/") || pageFiles.some((f) => shape(f).test(path)))
    return true;
  const page = pageOf(path);
  if (page?.path === "/services/[service]")
    return isServiceSlug(path.split("/")[2] ?? "");
  if (page?.path === "/[offering]")
    return getOffering(path.slice(1)) !== undefined;
  return page !== undefined;
}
