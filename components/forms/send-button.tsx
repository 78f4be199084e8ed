import type { ReactNode } from "react";
import { formsCopy } from "@/data/copy/forms";
import type { Locale } from "@/data/locale";

/**
 * A request form's note and its submit button, which the note describes. While
 * the request is on its way the button says so and cannot send it twice.
 */
export function SendButton({
  id,
  label,
  pending,
  children,
  locale = "en",
}: {
  /** The note's id. */
  id: string;
  label: string;
  pending: boolean;
  /** The note. */
  children: ReactNode;
  locale?: Locale;
}) {
  return (
    <>
      <p id={id} className="text-sm text-slate-600">
        {children}
      </p>
      <div>
        <button
          type="submit"
          disabled={pending}
          aria-describedby={id}
          className="btn-primary"
        >
          {pending ? formsCopy[locale].sending : label}
        </button>
      </div>
    </>
  );
}
