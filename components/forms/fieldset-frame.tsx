import type { ReactNode } from "react";
import { FieldError } from "./field-error";

/**
 * A group of controls under one legend, with its hint and error read out with
 * it. The fieldset takes focus (`tabIndex={-1}`) so an error summary's link
 * can land on the group as a whole.
 */
export function FieldsetFrame({
  id,
  legend,
  hint,
  error,
  className = "grid min-w-0 gap-2",
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(
    Boolean,
  );
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={described.length ? described.join(" ") : undefined}
      className={className}
    >
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {children}
    </fieldset>
  );
}
