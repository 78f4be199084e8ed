import { languageAliases } from "@/data/tech-languages";
import type { Service } from "@/data/services";
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

/** A language as /techs keys it: lower case, under its alias's name if it has one. */
export function languageKey(name: string): string {
  const key = name.trim().toLowerCase();
  return languageAliases[key] ?? key;
}

export type LanguageChoice = { readonly key: string; readonly title: string };

/**
 * The languages the published Techs speak, A to Z, each once however it was
 * written: the choices of /techs's language filter. Its title is the key with
 * a capital, so "spanish" and "Español" both read "Spanish".
 */
export function languageChoices(
  profiles: readonly PublicProfile[],
): LanguageChoice[] {
  const keys = new Set(
    profiles.flatMap((profile) => profile.text.languages.map(languageKey)),
  );
  return [...keys]
    .map((key) => ({ key, title: key.charAt(0).toUpperCase() + key.slice(1) }))
    .sort((a, b) => a.key.localeCompare(b.key, "en-US"));
}

/** A language key from a query string, when a published Tech speaks it. */
export function languageFromQuery(
  value: unknown,
  choices: readonly LanguageChoice[],
): string | undefined {
  return typeof value === "string" &&
    choices.some((choice) => choice.key === value)
    ? value
    : undefined;
}

/** The profiles that speak a language; all of them without one. */
export function withLanguage(
  profiles: readonly PublicProfile[],
  language: string | undefined,
): PublicProfile[] {
  return profiles.filter(
    (profile) =>
      !language || profile.text.languages.map(languageKey).includes(language),
  );
}

/** /techs with a skill and a language chosen, each left out when not. */
export function techsHref(filter: {
  skill?: string;
  language?: string;
}): string {
  const query = new URLSearchParams();
  if (filter.skill) query.set("skill", filter.skill);
  if (filter.language) query.set("language", filter.language);
  const search = query.toString();
  return search ? `/techs?${search}` : "/techs";
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

/** The catalogue skills of a profile, titled as `services` (the published ones, in the page's language), for links to the service pages. */
export function skillLinks(
  profile: PublicProfile,
  services: readonly Pick<Service, "slug" | "title">[],
) {
  return skillsIn(services).filter((skill) =>
    profile.text.skills.includes(skill.slug),
  );
}

/** The catalogue's skills, titled as `services` publishes them: the filters of /techs. */
export function skillsIn(
  services: readonly Pick<Service, "slug" | "title">[],
): readonly { slug: string; title: string }[] {
  // The catalogue's services, in the same order as skillChoices.
  return services.map(({ slug, title }) => ({ slug, title }));
}
