/**
 * How long a security.txt stays valid after the build that wrote it. RFC 9116
 * asks for less than a year, so that a file nobody maintains expires; six
 * months of no deployment is long enough to distrust its contact.
 */
export const securityTxtLifetimeDays = 180;

const day = 24 * 60 * 60 * 1000;

/**
 * /.well-known/security.txt (RFC 9116): where to report a security problem
 * with this website, until when to trust that, in which language, and the
 * file's own address. Throws on a contact or URL that would break a field.
 */
export function securityTxt({
  contact,
  canonical,
  builtAt,
  lifetimeDays = securityTxtLifetimeDays,
}: {
  /** An e-mail address, written as a mailto: URI. */
  contact: string;
  /** The absolute URL this file is served from. */
  canonical: string;
  builtAt: Date;
  lifetimeDays?: number;
}): string {
  if (!/^[^\s@]+@[^\s@]+$/.test(contact))
    throw new RangeError(`Not an e-mail address: ${JSON.stringify(contact)}`);
  if (!URL.canParse(canonical) || /\s/.test(canonical))
    throw new RangeError(`Not an absolute URL: ${JSON.stringify(canonical)}`);
  if (!Number.isInteger(lifetimeDays) || lifetimeDays < 1 || lifetimeDays > 364)
    throw new RangeError(`Lifetime must be 1 to 364 days: ${lifetimeDays}`);
  if (Number.isNaN(builtAt.getTime()))
    throw new RangeError("The build time is not a date.");
  const expires = new Date(builtAt.getTime() + lifetimeDays * day);
  return [
    `Contact: mailto:${contact}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: en",
    `Canonical: ${canonical}`,
    "",
  ].join("\n");
}
