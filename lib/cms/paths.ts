import { cmsAdminPath } from "@/data/pages.mjs";

export { cmsAdminPath };

/** The CMS's REST and GraphQL API, under its admin (payload.config.ts). */
export const cmsApiPath = `${cmsAdminPath}/api`;

/** Where a draft is previewed from: the admin's link to a page in Draft Mode. */
export const cmsPreviewPath = `${cmsAdminPath}/preview`;

/** The team's door to the CMS: the site's sign-in, which gives the CMS its cookie. */
export const cmsDoorPath = "/content";

export function isCmsPath(pathname: string): boolean {
  return pathname === cmsAdminPath || pathname.startsWith(`${cmsAdminPath}/`);
}

// Payload's own ways in and out, replaced by the door: the CMS has no password.
const payloadSignInViews = ["login", "create-first-user", "forgot", "reset"];

/**
 * Where a request for a CMS address goes instead, or undefined when the CMS
 * answers it: a page of the admin asked without the CMS cookie, or one of
 * Payload's sign-in views, goes to the door, which comes back to the page
 * asked once the visitor is signed in. The API is never redirected: it
 * answers 403 to whoever the cookie does not name.
 */
export function cmsDoorFor(
  pathname: string,
  search: string,
  hasCookie: boolean,
): string | undefined {
  if (
    !isCmsPath(pathname) ||
    pathname.startsWith(`${cmsApiPath}/`) ||
    // Leaving Draft Mode needs no account, and a review link is for people
    // without one (lib/cms/review-links.ts): it checks its own token.
    pathname === `${cmsPreviewPath}/leave` ||
    pathname === `${cmsPreviewPath}/review`
  ) {
    return undefined;
  }
  const [view = ""] = pathname.slice(cmsAdminPath.length + 1).split("/");
  const signInView = payloadSignInViews.includes(view);
  if (hasCookie && !signInView) return undefined;
  const back = signInView ? cmsAdminPath : `${pathname}${search}`;
  return `${cmsDoorPath}?next=${encodeURIComponent(back)}`;
}

/**
 * A path of this site to send a browser to, or undefined: a same-origin path
 * outside the CMS, never `//host` or a URL, so that a preview link cannot
 * be used to send someone elsewhere.
 */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/")) return undefined;
  if (value.startsWith("//") || value.includes("\\")) return undefined;
  const base = "http://site.invalid";
  const url = URL.canParse(value, base) ? new URL(value, base) : undefined;
  if (!url || url.origin !== base || isCmsPath(url.pathname)) return undefined;
  return `${url.pathname}${url.search}`;
}
