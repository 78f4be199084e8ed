import { planEn, remoteEn } from "@/data/en/account";
import { planEs, remoteEs } from "@/data/es/account";
import type { Locale } from "@/data/locale";

/**
 * Remote sessions and "Your computers" on /user (docs/product.md §19): the
 * customer's side only; the desk's record stays English.
 */
export type RemoteCopy = {
  readonly loading: string;
  readonly unreadable: string;
  readonly heading: string;
  readonly intro: string;
  readonly none: string;
  readonly failed: string;
  readonly signInAgainButton: string;
  readonly requestLabel: (reference: string) => string;
  readonly booking: string;
  readonly weAsk: string;
  readonly on: string;
  readonly until: string;
  readonly codeBefore: string;
  readonly codeAfter: string;
  readonly approve: string;
  readonly deny: string;
  readonly end: string;
  readonly access: { readonly view: string; readonly control: string };
  readonly statuses: {
    readonly requested: string;
    readonly approved: string;
    readonly denied: string;
    readonly expired: string;
    readonly started: string;
    readonly ended: string;
  };
  readonly steps: {
    readonly requested: string;
    readonly approved: string;
    readonly started: string;
    readonly ended: string;
    readonly denied: string;
    readonly expired: string;
    readonly timeout: string;
    readonly wrongCodes: string;
  };
  readonly stepLine: (what: string, by: string, at: string) => string;
  readonly who: {
    readonly you: string;
    readonly automatically: string;
    readonly staff: string;
    readonly us: string;
  };
  readonly erasedComputer: string;
  readonly computers: {
    readonly heading: string;
    readonly intro: (limit: number) => string;
    readonly none: string;
    readonly name: string;
    readonly nameHint: string;
    readonly os: string;
    readonly choose: string;
    readonly note: string;
    readonly save: string;
    readonly add: string;
    readonly cancel: string;
    readonly addTitle: string;
    readonly rename: string;
    readonly renameLabel: (name: string) => string;
    readonly remove: string;
    readonly removeLabel: (name: string) => string;
    readonly failed: string;
  };
  /** What the server answers (lib/server/actions/remote.ts). */
  readonly refusals: {
    readonly signInAgain: string;
    readonly unavailable: (phone: string) => string;
    readonly checkFields: string;
    readonly notYours: string;
    readonly limit: string;
    readonly inSession: string;
    readonly notOpen: string;
    readonly staleSignIn: string;
    readonly name: string;
    readonly os: string;
    readonly note: string;
  };
};

export const remoteCopy: Readonly<Record<Locale, RemoteCopy>> = {
  en: remoteEn,
  es: remoteEs,
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
