// What a Tech's card shows besides the profile's text. Kept apart from
// profile.ts and public.ts, which read the whole catalogue for the skills: the
// service pages' island that lists Techs imports this, and would otherwise send
// every service's text to the browser.

/** The path of a Tech's public page. */
export const techPath = (handle: string) => `/techs/${handle}`;

/** The path of a Tech's published photo. */
export const techPhotoUrl = (handle: string) => `/techs/${handle}/photo`;

/**
 * A profile's initials, for the place of a photo it does not have: the first
 * letter of the first and the last word that has one, so punctuation never
 * stands in for a letter ("Demo Tech (Brooklyn)" is "DB", not "D(").
 */
export function initialsOf(displayName: string): string {
  const letters = displayName
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0]?.toUpperCase())
    .filter((letter) => letter !== undefined);
  return (
    letters.length > 1 ? letters[0]! + letters.at(-1)! : (letters[0] ?? "?")
  ).slice(0, 4);
}
