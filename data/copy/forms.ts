import { formsEs } from "@/data/es/forms";
import type { Locale } from "@/data/locale";
import { timeWindows, type TimeWindowId } from "@/data/request-rules";

/**
 * The words of the shared form parts (components/forms/): the submit button
 * while sending, the alerts that give the phone number, the preferred-time
 * field. The phone number itself is not copy: CompanyPhone writes it.
 */
export type FormsCopy = {
  readonly sending: string;
  /** After a sentence saying what cannot be shown: what to do next. */
  readonly reloadOrCall: string;
  /** The database did not keep the request; the mailto link's text follows `failedCall`. */
  readonly failed: string;
  readonly failedCall: string;
  readonly or: string;
  readonly failedMailto: string;
  /** No answer came: the request may or may not have been made. */
  readonly unanswered: string;
  /** After a refusal's own sentence. */
  readonly alsoCall: string;
  readonly timeWindow: string;
  /** The booking windows: "Morning (8–12)". */
  readonly timeWindows: Readonly<Record<TimeWindowId, string>>;
  readonly timeWindowHint: string;
  /** After the label of a field that may be left empty. */
  readonly optional: string;
  /** The error summary's list of the fields a refusal names. */
  readonly fieldsToFix: string;
};

export const formsCopy: Readonly<Record<Locale, FormsCopy>> = {
  en: {
    sending: "Sending…",
    reloadOrCall: "Please reload the page, or call us at",
    failed:
      "We could not take your request just now: our system did not save it. Everything you typed is still in the form.",
    failedCall: "Please call us at",
    or: "or",
    failedMailto: "send the whole request from your own e-mail program",
    unanswered:
      "We did not hear back from our system, so we cannot tell whether your booking was made. Everything you typed is still in the form: send it again, and if the first one was made you will see that booking, not a second one. If our confirmation e-mail reaches you first, there is nothing more to do.",
    alsoCall: "You can also call us at",
    timeWindow: "Preferred time",
    // One entry per id: TimeWindowId is read from this same list.
    timeWindows: Object.fromEntries(
      timeWindows.map((w) => [w.id, w.label]),
    ) as Record<TimeWindowId, string>,
    timeWindowHint:
      "When you would like us to start. Techs keep their own hours, and not every one works evenings or Sundays, so we may suggest another time.",
    optional: "(optional)",
    fieldsToFix: "Fields to fix",
  },
  es: formsEs,
};
