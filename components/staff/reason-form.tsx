import type { FormEvent } from "react";
import { FormField } from "@/components/forms/form-field";
import { noteLimit } from "@/lib/desk/payloads";

/** An action that needs a reason: declining or cancelling a booking. */
export function ReasonForm({
  id,
  title,
  hint,
  button,
  busy,
  onSubmit,
}: {
  id: string;
  title: string;
  hint?: string;
  button: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      onSubmit={onSubmit}
      className="mt-3 grid gap-3 rounded-lg border border-slate-200 p-3"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="font-bold">
        {title}
      </h4>
      <FormField
        multiline
        id={`${id}-reason`}
        name="note"
        label="Reason"
        rows={2}
        maxLength={noteLimit}
        hint={hint}
      />
      <div>
        <button
          type="submit"
          disabled={busy}
          className="btn-outline disabled:opacity-60"
        >
          {button}
        </button>
      </div>
    </form>
  );
}
