import { remoteEn } from "@/data/en/account";
import { remoteEs } from "@/data/es/account";
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
