import type { Messages, NamespaceKeys, NestedKeyOf } from "next-intl";
import { createTranslator } from "@/lib/i18n/create-translator";
import { companyFacts } from "@/data/company-facts";
import type { Locale } from "@/data/locale";
import english from "@/messages/en";
import spanish from "@/messages/es";
import { pseudoWords } from "@/lib/i18n/pseudo-build";

/**
 * The namespaces of pages that exist in English only (the desk, a Tech's
 * pages): other languages' catalogues leave them out, and
 * tests/unit/messages.test.ts holds every other namespace to the English keys.
 */
export const englishOnlyNamespaces = [
  // The preview deployment's banner, for whoever reviews it, on every page.
  "previewBanner",
  // Mails sent in English only: to staff and Techs, or not yet translated.
  "problemMail",
  "remoteMail",
  "reviewHiddenMail",
  "staffMail",
  "techBookingMail",
  "techProfileMail",
  "techSignIn",
  "deskReviews",
  "techReviews",
  // The Tech's reply and the desk's moderation: their checks and refusals
  // (and the service reviews' one refusal, said in English in every language).
  "reviewWork",
  "desk",
  // The desk's checks and refusals, said by its server alone: no island
  // receives them (components/staff/desk-words.tsx sends `desk`).
  "deskChecks",
  "deskSearch",
  // The CMS's door at /content and its route's refusals.
  "cmsDoor",
  "preview",
  // What the preview page finds wrong on a page, in its list of warnings.
  "previewChecks",
  "bookingStatus",
  "problemChecks",
  "problemStatus",
  "problems",
  "remoteDesk",
  "techMail",
  "techWork",
  // What the server answers about Techs: to staff on the desk, to a Tech.
  "techChecks",
  // The CMS's checks and refusals, said to the marketing team in its admin,
  // and the banner of the drafts it previews on the site.
  "cmsChecks",
  "draftBanner",
  // What a refused review link says to the reviewer (lib/server/cms/preview.ts).
  "reviewLink",
  // /user's parts about work, drawn in English on the page in either language.
  "userWork",
] as const satisfies readonly (keyof Messages)[];

// Every other language lacks only the English-only namespaces, which no page
// of that language draws (the page list gives them English alone).
const catalogues = {
  en: pseudoWords(english),
  es: spanish as Messages,
} satisfies { [L in Locale]: Messages };

/** A language's whole catalogue: the server's, never an island's (it holds every area). */
export function catalogue(locale: Locale): Messages {
  return catalogues[locale];
}

export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The words of one namespace outside a React render (a mail, an `.ics`, a
 * refusal): the same catalogue and ICU rules as `getTranslations`, typed by
 * the same keys.
 */
export function translator<const N extends Namespace>(
  locale: Locale,
  namespace: N,
) {
  return createTranslator({
    locale,
    messages: catalogue(locale),
    namespace,
    timeZone: companyFacts.timeZone,
  });
}

/**
 * The namespaces an island reads, for its `NextIntlClientProvider`: a page
 * sends the browser these and no others, so no other area's words, and no
 * other language's, reach it.
 */
export function islandMessages(
  locale: Locale,
  namespaces: readonly (keyof Messages)[],
): Partial<Messages> {
  const all = catalogue(locale);
  return Object.fromEntries(namespaces.map((n) => [n, all[n]]));
}
