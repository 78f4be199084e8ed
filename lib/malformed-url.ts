/**
 * Whether an address's path or query holds a `%` that is not followed by two
 * hex digits, or escapes that are not UTF-8: what no browser sends for a link
 * of this site, and what Next.js fails on with a 500 when it decodes a
 * dynamic segment (vercel/next.js#94278). Both parts are given as they
 * arrived, still encoded.
 */
export function malformedUrl(pathname: string, search: string): boolean {
  try {
    decodeURIComponent(pathname);
    // A `+` is a space in a query, and decodes either way.
    decodeURIComponent(search);
    return false;
  } catch {
    return true;
  }
}

/** The sentence a malformed address gets, with status 400. */
export const malformedUrlAnswer =
  "Bad request: this address has a % that is not followed by two hexadecimal digits, or escapes that are not UTF-8. Check the link, or start again from the home page: /";
