import { business } from "@/data/business";
import { company } from "@/data/company";
import { aboutUs as aboutEn } from "@/data/content/about-us/en";
import { aboutUs as aboutEs } from "@/data/content/about-us/es";
import type { AboutUsContent } from "@/data/content/about-us/types";
import type { OfferingContent } from "@/data/content/offerings/types";
import * as accessibilityEn from "@/data/content/accessibility/en";
import * as accessibilityEs from "@/data/content/accessibility/es";
import { homeContent as homeEn } from "@/data/content/home/en";
import { homeContent as homeEs } from "@/data/content/home/es";
import { offerings as offeringsEn } from "@/data/content/offerings/en";
import { offerings as offeringsEs } from "@/data/content/offerings/es";
import { policies as policiesEn } from "@/data/content/policies/en";
import { policies as policiesEs } from "@/data/content/policies/es";
import type { PolicyId } from "@/data/content/policies/policy";
import { staySafeGuide as staySafeEn } from "@/data/content/stay-safe/en";
import { staySafeGuide as staySafeEs } from "@/data/content/stay-safe/es";
import { tiersEn } from "@/data/content/tiers/en";
import { tiersEs } from "@/data/content/tiers/es";
import type { Business } from "@/data/business";
import type { Company } from "@/data/company";
import type { Locale } from "@/data/locale";
import {
  cancellationPolicyLink,
  navigationHrefs,
  privacyPolicyLink,
  refundPolicyLink,
  termsLink,
} from "@/data/navigation";
import { allRoutes } from "@/data/routes";
import { services } from "@/data/services";
import { offeringSlugs, type OfferingSlug } from "@/data/offerings";
import { formatUsd } from "@/data/money";
import { tiers, type TierCopy, type TierId } from "@/data/tiers";
import companyEn from "@/messages/en/company.json";
import companyEs from "@/messages/es/company.json";
import { probeFacts, probeWithOne, templateOf, type Facts } from "./facts";
import { shapeOf, type Shape } from "./page-shape";

/**
 * A kind of page the marketing team edits besides the services: one CMS
 * collection of that name, one document per page of the kind (`keys`),
 * each in both languages. Its first words are data/content/'s, built from
 * the facts code keeps; `codeKeeps` are parts drawn from code and never
 * stored (a page's navigation name, the list of tests).
 */
export type PageKind = {
  readonly slug: PageKindSlug;
  readonly label: string;
  readonly description: string;
  readonly keys: readonly string[];
  /** The page's address in the default language. */
  readonly path: (key: string) => string;
  readonly facts: (locale: Locale) => Facts;
  /** The content as data/content/ builds it from `facts`. */
  readonly build: (locale: Locale, key: string, facts: Facts) => unknown;
  readonly codeKeeps?: readonly (readonly string[])[];
  /** Lists of services the team picks, the same in every language. */
  readonly choices?: readonly PageChoice[];
};

/** A list of services the team picks (those to feature), in its order, by slug. */
export type PageChoice = {
  readonly name: string;
  readonly label: string;
  readonly description: string;
  /** What a fresh database starts with. */
  readonly first: readonly string[];
};

const policyIds = [
  "privacy",
  "cancellation",
  "terms",
  "refund",
] as const satisfies readonly PolicyId[];

// The policies' addresses, from the site's one list of them.
const policyPaths: Record<PolicyId, string> = {
  privacy: privacyPolicyLink.href,
  cancellation: cancellationPolicyLink.href,
  terms: termsLink.href,
  refund: refundPolicyLink.href,
};

const byLocale = <T>(locale: Locale, en: T, es: NoInfer<T>): T =>
  locale === "en" ? en : es;

const journeysIn = (locale: Locale) =>
  Object.values<string>(
    locale === "en"
      ? accessibilityEn.keyboardJourneys
      : accessibilityEs.keyboardJourneys,
  );

// The plans' names and prices, for the editor: the memberships' records and
// mails name a plan, so both stay in code.
const tiersInCode = tiers
  .map(
    (tier) =>
      `${tiersEn[tier.id].name} (${tier.price === null ? "price on request" : formatUsd(tier.price)})`,
  )
  .join(", ");

const pageKindList = [
  {
    slug: "home",
    label: "Home page",
    description: "The home page's hero.",
    keys: ["home"],
    path: () => "/",
    facts: (locale) => ({
      hours: byLocale<string>(locale, companyEn.hours, companyEs.hours),
    }),
    build: (locale, _key, facts) =>
      byLocale(locale, homeEn, homeEs)(facts.hours as string),
    choices: [
      {
        name: "featured",
        label: "Featured services",
        description:
          "The services the home page shows, in this order, in both languages.",
        first: services.map(({ slug }) => slug),
      },
    ],
  },
  {
    slug: "about",
    label: "About us",
    description: "The About Us page.",
    keys: ["about-us"],
    path: () => "/about-us",
    facts: () => ({}),
    build: (locale) => byLocale<AboutUsContent>(locale, aboutEn, aboutEs),
  },
  {
    slug: "offerings",
    label: "Managed IT pages",
    description:
      "The three managed IT pages. Their names are the site's navigation, kept in code.",
    keys: offeringSlugs,
    path: (key) => `/${key}`,
    facts: () => ({}),
    build: (locale, key) =>
      byLocale<Readonly<Record<OfferingSlug, OfferingContent>>>(
        locale,
        offeringsEn,
        offeringsEs,
      )[key as OfferingSlug],
    codeKeeps: [["title"]],
  },
  {
    slug: "stay-safe",
    label: "Stay safe",
    description: "How to tell us from a tech-support scammer.",
    keys: ["stay-safe"],
    path: () => "/stay-safe",
    facts: () => ({ company }),
    build: (locale, _key, facts) =>
      byLocale(locale, staySafeEn, staySafeEs)(facts.company as Company),
  },
  {
    slug: "accessibility",
    label: "Accessibility statement",
    description:
      "The accessibility statement. Its counts and the list of keyboard journeys are read from the tests.",
    keys: ["accessibility"],
    path: () => "/accessibility",
    facts: (locale) => ({
      checks: {
        pagesChecked: allRoutes.length,
        keyboardJourneys: journeysIn(locale),
      },
      business,
      company,
    }),
    build: (locale, _key, facts) =>
      byLocale(
        locale,
        accessibilityEn.accessibilityStatement,
        accessibilityEs.accessibilityStatement,
      )(
        facts.checks as accessibilityEn.AccessibilityChecks,
        facts.business as Business,
        facts.company as Company,
      ),
    codeKeeps: [["checks", "journeys"]],
  },
  {
    slug: "policies",
    label: "Policies",
    description: "The privacy, cancellation, terms and refund policies.",
    keys: policyIds,
    path: (key) => policyPaths[key as PolicyId],
    facts: () => ({ business, company }),
    build: (locale, key, facts) =>
      byLocale<Record<PolicyId, (b: Business, c: Company) => unknown>>(
        locale,
        policiesEn,
        policiesEs,
      )[key as PolicyId](facts.business as Business, facts.company as Company),
  },
  {
    slug: "tiers",
    label: "Managed IT plans",
    description: `The Managed IT plans' allowances and features, shown on the home page and the managed IT pages. Their names and prices are the memberships' records and mails, kept in code: ${tiersInCode}.`,
    keys: tiers.map((tier) => tier.id),
    path: () => navigationHrefs.itesServices,
    facts: () => ({}),
    build: (locale, key) =>
      byLocale<Readonly<Record<TierId, TierCopy>>>(locale, tiersEn, tiersEs)[
        key as TierId
      ],
    codeKeeps: [["name"]],
  },
] as const satisfies readonly PageKind[];

export type PageKindSlug =
  | "home"
  | "about"
  | "offerings"
  | "stay-safe"
  | "accessibility"
  | "policies"
  | "tiers";

export const pageKinds: readonly PageKind[] = pageKindList;

export function pageKind(slug: PageKindSlug): PageKind {
  return pageKinds.find((kind) => kind.slug === slug)!;
}

/** A page's document as the team knows it: its kind, and which one when the kind has several. */
export function pageDocumentLabel(slug: PageKindSlug, key: string): string {
  const kind = pageKind(slug);
  return kind.keys.length > 1 ? `${kind.label} (${key})` : kind.label;
}

// Content is plain data: texts, numbers, lists and records.
const copyOf = (value: unknown) =>
  JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** Content without the parts code keeps. */
export function withoutCodeKeeps(kind: PageKind, content: unknown): unknown {
  if (!kind.codeKeeps) return content;
  const copy = copyOf(content);
  for (const path of kind.codeKeeps) {
    let at: Record<string, unknown> | undefined = copy;
    for (const step of path.slice(0, -1)) {
      at = at?.[step] as Record<string, unknown> | undefined;
    }
    if (at) delete at[path.at(-1)!];
  }
  return copy;
}

/** Content with code's parts put back, from the content as code builds it. */
export function withCodeKeeps<T>(kind: PageKind, stored: unknown, built: T): T {
  if (!kind.codeKeeps) return stored as T;
  const copy = copyOf(stored);
  for (const path of kind.codeKeeps) {
    let into: Record<string, unknown> = copy;
    let from = built as Record<string, unknown>;
    for (const step of path.slice(0, -1)) {
      into = (into[step] ??= {}) as Record<string, unknown>;
      from = from[step] as Record<string, unknown>;
    }
    into[path.at(-1)!] = from[path.at(-1)!];
  }
  return copy as T;
}

/**
 * A page's first words in the CMS: data/content/'s, with each fact code
 * keeps written as its token where the text states it as it is
 * (lib/cms/facts.ts), so that a fact changed in code changes the page.
 */
export function seedTemplate(
  kind: PageKind,
  locale: Locale,
  key: string,
): unknown {
  const facts = kind.facts(locale);
  const { probe, numbers } = probeFacts(facts);
  const real = kind.build(locale, key, facts);
  const probed = kind.build(locale, key, probe);
  const ones = new Map(
    [...numbers.values()].map((path) => [
      path,
      kind.build(locale, key, probeWithOne(probe, path)),
    ]),
  );
  return withoutCodeKeeps(kind, templateOf(real, probed, numbers, facts, ones));
}

const shapes = new Map<PageKindSlug, Shape>();

/** The shape of a kind's stored content: every page of it, in every language. */
export function pageShape(kind: PageKind): Shape {
  let shape = shapes.get(kind.slug);
  if (!shape) {
    shape = shapeOf(
      (["en", "es"] as const).flatMap((locale) =>
        kind.keys.map((key) =>
          withoutCodeKeeps(kind, kind.build(locale, key, kind.facts(locale))),
        ),
      ),
    );
    shapes.set(kind.slug, shape);
  }
  return shape;
}

/**
 * The fields a kind's languages each write, whose Spanish the CMS marks out
 * of date (lib/cms/translation-marks.ts): its content's top-level parts.
 */
export function pageTranslatedFields(kind: PageKind): readonly string[] {
  const shape = pageShape(kind);
  return shape.kind === "group" ? Object.keys(shape.members) : [];
}
