import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/**
 * A request form's note and its submit button, which the note describes. While
 * the request is on its way the button says so and cannot send it twice.
 */
export function SendButton({
  id,
  label,
  pending,
  children,
}: {
  /** The note's id. */
  id: string;
  label: string;
  pending: boolean;
  /** The note. */
  children: ReactNode;
}) {
  const t = useTranslations("forms");
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
          {pending ? t("sending") : label}
        </button>
      </div>
    </>
  );
}
