import { techWorkWords } from "./words";
import { servicesEn } from "@/data/content/services/en";
import { services } from "@/data/services";
import { contactDetailIn } from "@/lib/contact-details-in-text";

/**
 * A Tech's profile text (docs/product.md §17.2): what the Tech writes, and,
 * once staff publish it, what the public page shows. The photo is kept apart,
 * as bytes, and so are the ZIP codes visited: one list on the profile's row,
 * which the public page shows and bookings read (docs/product.md §23.2).
 */
export type ProfileText = {
  readonly handle: string;
  readonly displayName: string;
  readonly headline: string;
  readonly about: string;
  /** Catalogue service slugs, in the catalogue's order. */
  readonly skills: readonly string[];
  /** Up to five skills in the Tech's own words. */
  readonly ownSkills: readonly string[];
  readonly remote: boolean;
  readonly years: number;
  readonly languages: readonly string[];
};

export const profileLimits = {
  handle: { min: 3, max: 30 },
  displayName: 60,
  headline: 100,
  about: 1500,
  ownSkills: 5,
  ownSkill: 30,
  years: 60,
  languages: 10,
  language: 30,
} as const;

/** Words that are paths of their own under /techs, or that would pass for the company. */
export const reservedHandles = [
  "new",
  "edit",
  "api",
  "admin",
  "staff",
] as const;

export type ProfileField = keyof ProfileText;

export type ProfileErrors = Partial<Record<ProfileField, string>>;

export type Parsed =
  | { readonly ok: true; readonly value: ProfileText }
  | { readonly ok: false; readonly errors: ProfileErrors };

/** The catalogue's services as skills: a new service is a new skill. */
export const skillChoices: readonly { slug: string; title: string }[] =
  services.map(({ slug }) => ({ slug, title: servicesEn[slug].title }));

/** Catalogue skills by their titles, in the catalogue's order: pages never show a slug. */
export function skillTitles(slugs: readonly string[]): string[] {
  return skillChoices
    .filter((skill) => slugs.includes(skill.slug))
    .map((skill) => skill.title);
}

const skillSlugs = new Set(skillChoices.map((skill) => skill.slug));

/**
 * A handle as typed, made lowercase for the ASCII letters only: lowercasing
 * other scripts can turn a look-alike (the Kelvin sign "K") into an ASCII
 * letter, and those are refused instead.
 */
export function normaliseHandle(typed: string): string {
  return typed.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** Why a handle cannot be had, or undefined when its form is right. Uniqueness is the server's. */
export function handleProblem(typed: string): string | undefined {
  const handle = normaliseHandle(typed);
  const { min, max } = profileLimits.handle;
  const t = techWorkWords;
  if (handle === "") return t("check.handleEmpty");
  if (handle.length > max) {
    return t("check.handleLong", { max: String(max) });
  }
  if (/[^a-z0-9-]/.test(handle)) {
    return t("check.handleLetters");
  }
  if (handle.length < min) return t("check.handleShort", { min: String(min) });
  if (handle.startsWith("-") || handle.endsWith("-")) {
    return t("check.handleDash");
  }
  if ((reservedHandles as readonly string[]).includes(handle)) {
    return t("check.handleReserved", { handle });
  }
  return undefined;
}

// Control characters other than a line break; they cannot be shown.
const controlPattern = /[\u0000-\u0009\u000b-\u001f\u007f]/;

/**
 * Why a free text cannot be shown on a public page, or undefined: contact
 * details are refused in every free text (docs/product.md §17.5).
 */
export function contactProblem(value: string): string | undefined {
  const found = contactDetailIn(value);
  if (!found) return undefined;
  return techWorkWords("check.contact", { found });
}

function freeText(
  value: unknown,
  label: string,
  max: number,
  { required = true, multiline = false } = {},
): { value: string; error?: string } {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") {
    return required
      ? { value: text, error: techWorkWords("check.fill", { label }) }
      : { value: text };
  }
  if (text.length > max) {
    return {
      value: text,
      error: techWorkWords("check.tooLong", {
        label,
        max: max.toLocaleString("en-US"),
        length: text.length.toLocaleString("en-US"),
      }),
    };
  }
  if (controlPattern.test(text) || (!multiline && /\n/.test(text))) {
    return {
      value: text,
      error: techWorkWords("check.unshowable", {
        label,
        multiline: multiline ? "yes" : "no",
      }),
    };
  }
  const contact = contactProblem(text);
  return contact ? { value: text, error: contact } : { value: text };
}

/** A list typed as text, split at commas and line breaks, or given as an array. */
function listOf(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : typeof value === "string"
      ? value.split(/[,\n]/)
      : [];
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

/**
 * Why a profile cannot go up for review for want of a place to work, or
 * undefined: it lists ZIP codes (the row's own list, kept with the hours) or
 * offers remote work, or both.
 */
export function whereProblem(
  remote: boolean,
  zipCount: number,
): string | undefined {
  return remote || zipCount > 0 ? undefined : techWorkWords("check.where");
}

/**
 * Checks every field of a profile as the editor sends it (docs/product.md
 * §17.2) and answers either the clean profile or one sentence per field that
 * is wrong. Used by the editor as the Tech types and by the server on save.
 */
export function parseProfile(input: unknown): Parsed {
  const raw = (
    typeof input === "object" && input !== null ? input : {}
  ) as Record<string, unknown>;
  const errors: ProfileErrors = {};

  const handle = normaliseHandle(
    typeof raw.handle === "string" ? raw.handle : "",
  );
  const handleError = handleProblem(handle);
  if (handleError) errors.handle = handleError;

  const displayName = freeText(
    raw.displayName,
    techWorkWords("check.displayName"),
    profileLimits.displayName,
  );
  if (displayName.error) errors.displayName = displayName.error;
  const headline = freeText(
    raw.headline,
    techWorkWords("check.headline"),
    profileLimits.headline,
  );
  if (headline.error) errors.headline = headline.error;
  const about = freeText(
    raw.about,
    techWorkWords("check.about"),
    profileLimits.about,
    {
      required: false,
      multiline: true,
    },
  );
  if (about.error) errors.about = about.error;

  const chosen = listOf(raw.skills);
  const skills = skillChoices
    .map((skill) => skill.slug)
    .filter((slug) => chosen.includes(slug));
  if (chosen.some((slug) => !skillSlugs.has(slug))) {
    errors.skills = techWorkWords("check.skillsFromList");
  }

  const ownSkills = listOf(raw.ownSkills);
  if (ownSkills.length > profileLimits.ownSkills) {
    errors.ownSkills = techWorkWords("check.ownSkillsMany", {
      max: String(profileLimits.ownSkills),
      count: String(ownSkills.length),
    });
  } else {
    for (const skill of ownSkills) {
      const checked = freeText(
        skill,
        techWorkWords("check.ownSkill"),
        profileLimits.ownSkill,
      );
      if (checked.error) {
        errors.ownSkills = techWorkWords("check.ownSkillWrong", {
          skill: skill.slice(0, 40),
          error: checked.error,
        });
        break;
      }
    }
  }
  if (skills.length + ownSkills.length === 0 && !errors.skills) {
    errors.skills = techWorkWords("check.skillsNone");
  }

  const remote = raw.remote === true || raw.remote === "on";

  const yearsText = String(raw.years ?? "").trim();
  const years = Number(yearsText);
  if (
    !/^\d{1,3}$/.test(yearsText) ||
    !Number.isInteger(years) ||
    years > profileLimits.years
  ) {
    errors.years = techWorkWords("check.years", {
      max: String(profileLimits.years),
    });
  }

  const languages = listOf(raw.languages);
  if (languages.length === 0) {
    errors.languages = techWorkWords("check.languagesNone");
  } else if (languages.length > profileLimits.languages) {
    errors.languages = techWorkWords("check.languagesMany", {
      max: String(profileLimits.languages),
    });
  } else {
    const wrong = languages.find(
      (language) =>
        language.length > profileLimits.language ||
        !/^\p{L}[\p{L} '()-]*$/u.test(language),
    );
    if (wrong !== undefined) {
      errors.languages = techWorkWords("check.languageWrong", {
        language: wrong.slice(0, 40),
        max: String(profileLimits.language),
      });
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      handle,
      displayName: displayName.value,
      headline: headline.value,
      about: about.value,
      skills,
      ownSkills,
      remote,
      years,
      languages,
    },
  };
}

/** The fields staff may replace, one at a time, with a reason (docs/product.md §17.3). */
export const replaceableFields = [
  "displayName",
  "headline",
  "about",
  "ownSkills",
  "languages",
  "photo",
] as const;

export type ReplaceableField = (typeof replaceableFields)[number];

/** The fields staff may replace, by their names in techWork.fields. */
export const fieldLabels = Object.fromEntries(
  replaceableFields.map((field) => [field, techWorkWords(`fields.${field}`)]),
) as Record<ReplaceableField, string>;
