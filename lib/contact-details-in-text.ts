/**
 * Contact details in a free text that the site shows to someone else: an
 * e-mail address (also written "name (at) example.com") or a phone number as
 * US numbers are written. Profiles and bids refuse them, so that a Client and
 * a Tech meet through the site (docs/product.md §17.5, §18.3).
 */
const emailPattern =
  /[^\s@<>()]+\s*(?:@|\(at\)|\[at\])\s*[^\s@<>()]+\.[a-z]{2,}/i;
// Ten digits as a US number is written, or seven with a separator.
const phonePattern =
  /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\b\d{3}[\s.-]\d{4}\b/;

export function contactDetailIn(value: string): "email" | "phone" | undefined {
  if (emailPattern.test(value)) return "email";
  if (phonePattern.test(value)) return "phone";
  return undefined;
}
