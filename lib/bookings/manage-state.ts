import type { BookingSummary } from "@/lib/requests/form-state";
import type { OfferedTime } from "@/lib/scheduling/labels";
import type { ManagedBooking } from "./manage";

/** The free starts a Confirmed booking can move to (docs/product.md §23.10). */
export type MoveChoices = {
  /** The public name of the booking's Tech, while they are offered to customers. */
  readonly techName?: string;
  /** Its own Tech's free starts, soonest first. */
  readonly same: readonly OfferedTime[];
  /** Starts only another Tech is free at. */
  readonly other: readonly OfferedTime[];
  /** The day asked for, "YYYY-MM-DD", when one was. */
  readonly from?: string;
};

/**
 * Where the manage view stands, as its Server Action answers (docs/product.md
 * §13): finding a booking, looking at it, or confirming a cancel or a change.
 */
export type ManageStep = "find" | "view" | "cancel" | "change";

export type ManageState = {
  readonly step: ManageStep;
  /** Proof of access for the next action, signed by the server. */
  readonly token?: string;
  readonly booking?: ManagedBooking;
  /** Why the last post changed nothing; shown as an alert. */
  readonly message?: string;
  /** Add the phone number to the message: only a call can do it now. */
  readonly callUs?: boolean;
  /** What the last post did; announced. */
  readonly notice?: string;
  /** Typed values handed back, cut to a sane length. */
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string>>;
  /** The change step of a Confirmed booking with a Tech: the free starts to pick from. */
  readonly move?: MoveChoices;
  /** After a lost race for a start: the free starts nearest to it. */
  readonly nearest?: readonly OfferedTime[];
};

export const initialManageState: ManageState = {
  step: "find",
  values: {},
  errors: {},
};

/** What /user lists for each booking of the account. */
export type AccountBooking = {
  readonly reference: string;
  readonly statusLabel: string;
  readonly when: string;
  readonly total: number;
};

/** The confirmation page of a booking request (docs/product.md §21.2). */
export type ConfirmationState =
  | {
      readonly ok: true;
      readonly reference: string;
      readonly booking: BookingSummary;
      readonly statusLabel: string;
      /** Where it stands now: "Preferred: …", "Confirmed for …", "Cancelled; …". */
      readonly when: string;
    }
  | { readonly ok: false; readonly message: string };
