import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { FieldError } from "./field-error";

export const fieldLabelClass = "block font-semibold text-slate-900";
export const fieldControlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900";

/** What a control needs from its frame: the ids and state to point at. */
export function controlProps(id: string, hint?: string, error?: string) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
    className: fieldControlClass,
  };
}

/**
 * A field's label (with the "(optional)" mark), its control, and the hint and
 * error read out with it, for inputs and text areas alike.
 */
export function FieldFrame({
  id,
  label,
  optional,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Marked "(optional)" in the page's language, from the catalogue's `forms`. */
  optional: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations("forms");
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {optional && (
          <span className="font-normal text-slate-600"> {t("optional")}</span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
