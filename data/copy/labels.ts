import { labelsEs } from "@/data/es/labels";
import type { Locale } from "@/data/locale";
import {
  contactMethods,
  otherKind,
  visibilityChoices,
  type ContactMethodId,
  type VisibilityId,
} from "@/data/problems";
import { sessionAccess, type SessionAccess } from "@/data/remote-sessions";
import { timeWindows, type TimeWindowId } from "@/data/request-rules";
import {
  reviewCopy,
  reviewHideReasons,
  type ReviewHideReasonId,
} from "@/data/reviews";

/** The short labels of data/ that a customer reads: choices on forms, and review words. */
export type LabelsCopy = {
  readonly contactMethods: Readonly<Record<ContactMethodId, string>>;
  readonly visibility: Readonly<Record<VisibilityId, string>>;
  readonly otherKind: string;
  /** The booking windows as the forms show them: "Morning (8–12)". */
  readonly timeWindows: Readonly<Record<TimeWindowId, string>>;
  readonly sessionAccess: Readonly<Record<SessionAccess, string>>;
  /** What the author of a hidden review is told. */
  readonly reviewHideReasons: Readonly<Record<ReviewHideReasonId, string>>;
  readonly review: { readonly [K in keyof typeof reviewCopy]: string };
};

function byId<Id extends string>(
  list: readonly { readonly id: Id; readonly label: string }[],
): Record<Id, string> {
  const entries: [Id, string][] = list.map((item) => [item.id, item.label]);
  // One entry per id: Id is read from this same list.
  return Object.fromEntries(entries) as Record<Id, string>;
}

export const labelsCopy: Readonly<Record<Locale, LabelsCopy>> = {
  en: {
    contactMethods: byId(contactMethods),
    visibility: byId(visibilityChoices),
    otherKind: otherKind.label,
    timeWindows: byId(timeWindows),
    sessionAccess: byId(sessionAccess),
    reviewHideReasons: byId(reviewHideReasons),
    review: reviewCopy,
  },
  es: labelsEs,
};
