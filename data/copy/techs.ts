import { techsEs } from "@/data/es/techs";
import type { Locale } from "@/data/locale";

/**
 * The fixed words of /techs and a Tech's public page (docs/product.md §17.4),
 * in each language; a Tech's own words (name, headline, about, languages,
 * own skills) are shown as they wrote them.
 */
export type TechsCopy = {
  readonly title: string;
  readonly description: string;
  readonly lead: string;
  /** The list's heading: the skill's title and the language's name, when filtered by them. */
  readonly listHeading: (skill?: string, language?: string) => string;
  readonly order: string;
  readonly bySkill: string;
  readonly byLanguage: string;
  readonly everySkill: string;
  readonly everyLanguage: string;
  /**
   * The language filter's names, lower case, by the key /techs filters by
   * (lib/techs/public.ts); a language not named here reads as its key.
   */
  readonly languageNames: Readonly<Record<string, string>>;
  readonly cannotShowList: string;
  readonly noneYet: (language?: string) => string;
  readonly bookTheService: string;
  readonly weSendOne: string;
  readonly years: (years: number) => string;
  /** The profile. */
  readonly technician: string;
  readonly profileTitle: (name: string) => string;
  readonly profileDescription: (headline: string, years: number) => string;
  readonly cannotShowProfile: string;
  readonly askForHelp: (name: string) => string;
  readonly about: string;
  readonly skills: string;
  readonly languages: string;
  readonly experience: string;
  readonly where: string;
  readonly memberSince: string;
  readonly completedJobs: string;
  readonly visits: (zips: readonly string[]) => string;
  readonly visitsMany: (count: number, first: string, last: string) => string;
  readonly worksRemotely: string;
  readonly allTechnicians: string;
  readonly photoOf: (name: string) => string;
  /** The profile's reviews. */
  readonly reviews: string;
  readonly reviewsCannotShow: string;
  readonly reviewsOf: (name: string) => string;
  readonly whoMayReview: (days: number) => string;
};

const years = (count: number) => `${count} ${count === 1 ? "year" : "years"}`;

const en: TechsCopy = {
  title: "Our technicians",
  description:
    "Meet the technicians who do our work: their skills, the ZIP codes they visit, remote help and languages. Every profile is checked by our staff first.",
  lead: "The people who do our work. Our staff check every technician, and every profile before it is published.",
  listHeading: (skill, language) =>
    `${skill ? `Technicians for ${skill}` : "Every technician"}${language ? ` who speak ${language}` : ""}`,
  order: "Listed by name, A to Z.",
  bySkill: "Show technicians by skill",
  byLanguage: "Show technicians by language",
  everySkill: "Every skill",
  everyLanguage: "Every language",
  languageNames: {},
  cannotShowList:
    "Our technicians cannot be shown just now. Please try again in a minute.",
  noneYet: (language) =>
    `No published technician has this skill${language ? ` and speaks ${language}` : ""} yet.`,
  bookTheService: "Book the service",
  weSendOne: "and we send one of ours.",
  years,
  technician: "Technician",
  profileTitle: (name) => `${name}, technician`,
  profileDescription: (headline, count) =>
    `${headline}. ${count} years of experience; one of the technicians our staff have checked.`,
  cannotShowProfile:
    "This profile cannot be shown just now. Please try again in a minute.",
  askForHelp: (name) => `Ask ${name} for help`,
  about: "About",
  skills: "Skills",
  languages: "Languages",
  experience: "Experience",
  where: "Where",
  memberSince: "Member since",
  completedJobs: "Completed jobs",
  visits: (zips) => `visits ZIP ${zips.join(", ")}`,
  visitsMany: (count, first, last) =>
    `visits ${count} ZIP codes, from ${first} to ${last}`,
  worksRemotely: "works remotely",
  allTechnicians: "All our technicians",
  photoOf: (name) => `Photo of ${name}`,
  reviews: "Reviews",
  reviewsCannotShow:
    "Reviews cannot be shown just now. Please try again in a minute.",
  reviewsOf: (name) => `Reviews of ${name}, newest first`,
  whoMayReview: (days) =>
    `Only the customer of a booking completed through us can review it, once, within ${days} days.`,
};

export const techsCopy: Readonly<Record<Locale, TechsCopy>> = {
  en,
  es: techsEs,
};
