import type { ReactNode } from "react";

export const fieldLabelClass = "block font-semibold text-slate-900";
export const fieldControlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900";
const fieldErrorClass = "mt-1 text-sm font-semibold text-red-700";

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
  optional: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {optional && (
          <span className="font-normal text-slate-600"> (optional)</span>
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

/**
 * What is wrong with one field, under it; `id` is what the control's
 * `aria-describedby` names. A failure of a whole form is an `Alert`.
 */
export function FieldError({
  id,
  children,
}: {
  id: string;
  children?: string;
}) {
  if (!children) return null;
  return (
    <p id={id} className={fieldErrorClass}>
      {children}
    </p>
  );
}
