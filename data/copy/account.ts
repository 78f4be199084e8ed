import { accountEn, planEn } from "@/data/en/account";
import { accountEs, planEs } from "@/data/es/account";
import type { Locale } from "@/data/locale";

/** The Firebase error codes a visitor can meet, by what the sentence says. */
export type AuthErrorCopy = {
  readonly noMatch: string;
  readonly emailInUse: string;
  readonly weakPassword: string;
  readonly invalidEmail: string;
  readonly missingEmail: string;
  readonly missingPassword: string;
  readonly tooManyRequests: string;
  readonly network: string;
  readonly disabled: string;
  readonly fallback: string;
};

/**
 * The words of the customer's account (/user, docs/product.md §5, §13.5, §22):
 * its sign-in forms, the signed-in panel and the Firebase error sentences.
 * A sentence around a value is a function; its words still live here.
 */
export type AccountCopy = {
  readonly title: string;
  readonly description: string;
  readonly noScriptHeading: string;
  readonly noScript: string;
  readonly guestBefore: string;
  readonly guestAfter: string;
  readonly loading: string;
  readonly authErrors: AuthErrorCopy;
  readonly login: {
    readonly heading: string;
    readonly email: string;
    readonly emailPlaceholder: string;
    readonly emailHint: string;
    readonly password: string;
    readonly submit: string;
    readonly newHere: string;
    readonly signUp: string;
    readonly forgot: string;
  };
  readonly signUp: {
    readonly heading: string;
    readonly emailHint: string;
    readonly passwordHint: string;
    readonly repeat: string;
    readonly mismatch: string;
    readonly agree: (age: number) => string;
    readonly terms: string;
    readonly and: string;
    readonly privacy: string;
    readonly submit: string;
    readonly haveAccount: string;
    readonly logIn: string;
  };
  readonly reset: {
    readonly heading: string;
    readonly intro: string;
    readonly submit: string;
    readonly sent: (email: string) => string;
    readonly back: string;
  };
  readonly verify: {
    readonly heading: string;
    readonly sentTo: string;
    readonly sentAfter: string;
    readonly notYet: string;
    readonly check: string;
    readonly resend: string;
    readonly resent: (email: string) => string;
  };
  readonly panel: {
    readonly heading: string;
    readonly signedInAs: string;
    readonly signOut: string;
    readonly deleted: string;
    readonly techBookings: string;
  };
  readonly bookings: {
    readonly heading: string;
    readonly loading: string;
    readonly failed: string;
    readonly emptyBefore: string;
    readonly emptyLink: string;
    readonly manage: string;
    readonly manageLabel: (reference: string) => string;
  };
  readonly deletion: {
    readonly heading: string;
    readonly explain: string;
    readonly ask: string;
    readonly confirmGroup: string;
    readonly yes: string;
    readonly keep: string;
    readonly failed: string;
    readonly signInAgain: string;
    readonly open: (references: readonly string[]) => string;
    readonly unreachable: (phone: string) => string;
  };
};

export const accountCopy: Readonly<Record<Locale, AccountCopy>> = {
  en: accountEn,
  es: accountEs,
};

/**
 * "Your plan" on /user and its answers (docs/product.md §20.2–3). A date is
 * passed in already written in the page's language.
 */
export type PlanCopy = {
  readonly heading: string;
  readonly loading: string;
  readonly unreadable: string;
  readonly noneBefore: string;
  readonly noneLink: string;
  readonly noneAfter: string;
  readonly plan: string;
  readonly includes: string;
  readonly term: string;
  readonly autoRenewal: string;
  readonly ended: string;
  readonly on: string;
  readonly off: string;
  readonly nextRenewal: string;
  readonly aYear: string;
  readonly to: string;
  readonly renewal: (price: string) => string;
  readonly endedOn: (date: string) => string;
  readonly endsOn: (date: string) => string;
  readonly askOff: (date: string) => string;
  readonly askOn: (date: string, price: string) => string;
  readonly yesOff: string;
  readonly yesOn: string;
  readonly switchOff: string;
  readonly switchOn: string;
  readonly keep: string;
  /** What the server answers (lib/server/memberships/portal.ts). */
  readonly signInAgain: string;
  readonly unavailable: string;
  readonly expired: string;
  readonly notYours: string;
  readonly planEnded: (date: string) => string;
  readonly termEnded: (date: string) => string;
  readonly nowOff: (date: string) => string;
  readonly nowOn: (date: string) => string;
};

export const planCopy: Readonly<Record<Locale, PlanCopy>> = {
  en: planEn,
  es: planEs,
};
