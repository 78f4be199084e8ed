import { skillChoices } from "./profile";
import type { PublicProfile } from "./views";

/** A skill slug from a query string, when it is one of the catalogue's. */
export function skillFromQuery(value: unknown): string | undefined {
  return typeof value === "string" &&
    skillChoices.some((skill) => skill.slug === value)
    ? value
    : undefined;
}

/** The published profiles with a skill, in the list's order; all of them without one. */
export function withSkill(
  profiles: readonly PublicProfile[],
  skill: string | undefined,
  limit = Infinity,
): PublicProfile[] {
  return profiles
    .filter((profile) => !skill || profile.text.skills.includes(skill))
    .slice(0, limit);
}

/**
 * The order of /techs (docs/product.md §17.4): by display name, A to Z, then
 * handle; a Tech published a moment ago takes their place by name, as the
 * page says.
 */
export function byName(profiles: readonly PublicProfile[]): PublicProfile[] {
  return [...profiles].sort(
    (a, b) =>
      a.text.displayName.localeCompare(b.text.displayName, "en-US", {
        sensitivity: "base",
      }) || a.handle.localeCompare(b.handle),
  );
}

/** Catalogue skills by their titles, in the catalogue's order: pages never show a slug. */
export function skillTitles(slugs: readonly string[]): string[] {
  return skillChoices
    .filter((skill) => slugs.includes(skill.slug))
    .map((skill) => skill.title);
}

/** The catalogue skills of a profile with their titles, for links to the service pages. */
export function skillLinks(profile: PublicProfile) {
  return skillChoices.filter((skill) =>
    profile.text.skills.includes(skill.slug),
  );
}

/** Where a Tech works, in a few words. */
export function whereText(profile: PublicProfile): string {
  const { zips } = profile;
  const { remote } = profile.text;
  const visits =
    zips.length === 0
      ? ""
      : zips.length <= 6
        ? `visits ZIP ${zips.join(", ")}`
        : `visits ${zips.length} ZIP codes, from ${zips[0]} to ${zips.at(-1)}`;
  return [visits, remote ? "works remotely" : ""].filter(Boolean).join("; ");
}
