import { cmsAdminPath } from "@/data/pages.mjs";

/** Where the door sends an editor when `?next=` names nowhere it may. */
export const adminHome = cmsAdminPath;

/**
 * The address the door at /content goes to once the CMS's cookie is set: the
 * `next` it was given when that is a path of this site under /admin, else
 * /admin. Never another site's address, so the door is no open redirect: a
 * scheme, `//host`, a backslash or a path that climbs out of /admin is
 * refused, read as the browser would read it.
 */
export function adminDestination(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || /[\\\s]/.test(next)) return adminHome;
  const base = "https://site.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return adminHome;
  }
  if (url.origin !== base) return adminHome;
  if (url.pathname !== adminHome && !url.pathname.startsWith(`${adminHome}/`))
    return adminHome;
  return `${url.pathname}${url.search}${url.hash}`;
}
