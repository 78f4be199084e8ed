import type { CartCatalogue } from "@/lib/cart/items";
import type { OfferedTime } from "@/lib/scheduling/labels";

/**
 * What a form action answers, and what the form shows: the typed values come
 * back every time, so nothing the visitor entered is lost, even without JavaScript.
 */
export type FormStatus =
  /** Nothing sent yet. */
  | "idle"
  /** Some fields need fixing; `errors` says which. */
  | "invalid"
  /** Kept in the database with its reference; the outbox mails the company. */
  | "sent"
  /** Valid, but the database could not keep it: `mailto` carries the request. */
  | "failed"
  /** Refused as a whole (too many requests, a bot, an empty cart); `message` says why. */
  | "refused"
  /** The time picked was taken meanwhile; `nearest` offers the free ones nearest it. */
  | "taken"
  /**
   * No answer came (the connection or the server died mid-request): it may
   * have been kept. A booking sent again with the same attempt is not made twice.
   */
  | "unanswered";

export type FormValues = Record<string, string>;

export type BookingSummary = {
  readonly lines: readonly { title: string; price: number }[];
  readonly total: number;
  readonly date: string;
  readonly window: string;
  readonly homeVisit: boolean;
  /** A home visit's address as the customer gave it (docs/product.md §21.8). */
  readonly address?: string;
  /** Booked on a slot (docs/product.md §23.6): the start in full, with its zone, and the Tech. */
  readonly confirmed?: {
    readonly start: string;
    readonly tech: { readonly displayName: string; readonly handle: string };
  };
};

export type FormState = {
  readonly status: FormStatus;
  readonly values: FormValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly message?: string;
  readonly reference?: string;
  /**
   * The sentences a contact message's confirmation shows, in the form's
   * language: sent with the answer, so the form's page does not carry them.
   */
  readonly said?: Readonly<
    Record<"thanks" | "referenceIs" | "reply" | "mentionReference", string>
  >;
  readonly mailto?: string;
  readonly booking?: BookingSummary;
  /** A booking's confirmation page, with its link's token (docs/product.md §21.2). */
  readonly confirmation?: string;
  /** With "taken": the free starts nearest the one picked. */
  readonly nearest?: readonly OfferedTime[];
  /**
   * With "refused" for a price the visitor did not see: the published
   * catalogue in the form's language, so the cart shows what would be booked.
   */
  readonly catalogue?: CartCatalogue;
};

export const initialFormState: FormState = {
  status: "idle",
  values: {},
  errors: {},
};
