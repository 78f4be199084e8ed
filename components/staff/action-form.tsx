import { useTranslations } from "next-intl";
import type { FormEvent, ReactNode } from "react";
import { FormField } from "@/components/forms/form-field";
import { noteLimit } from "@/lib/desk/payloads";

/**
 * One action on a record's detail, as a titled form that ends with a note and
 * its button: confirming, declining or cancelling a booking, answering a
 * message.
 */
export function ActionForm({
  id,
  title,
  heading = "h4",
  note,
  hint,
  button,
  primary = false,
  busy,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  /** h3 where the form stands straight under the record's fields, with no "Actions" heading above it. */
  heading?: "h3" | "h4";
  /** Declining and cancelling require a reason; the other notes are optional. */
  note: "Reason" | "Note";
  hint?: string;
  button: string;
  /** The button of the action the detail leads with. */
  primary?: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Fields the action takes before its note. */
  children?: ReactNode;
}) {
  const t = useTranslations("desk.fields");
  const Heading = heading;
  return (
    <form
      onSubmit={onSubmit}
      className={`${heading === "h3" ? "mt-4" : "mt-3"} grid gap-3 rounded-lg border border-slate-200 p-3`}
      aria-labelledby={`${id}-title`}
    >
      <Heading
        id={`${id}-title`}
        className={heading === "h3" ? "text-lg font-bold" : "font-bold"}
      >
        {title}
      </Heading>
      {children}
      <FormField
        multiline
        id={`${id}-${note.toLowerCase()}`}
        name="note"
        label={note === "Reason" ? t("reason") : t("note")}
        optional={note === "Note"}
        rows={2}
        maxLength={noteLimit}
        hint={hint}
      />
      <div>
        <button
          type="submit"
          disabled={busy}
          className={`${primary ? "btn-primary" : "btn-outline"} disabled:opacity-60`}
        >
          {button}
        </button>
      </div>
    </form>
  );
}
