import type { ComponentProps } from "react";

export const fieldLabelClass = "block font-semibold text-slate-900";
export const fieldControlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900";
export const fieldErrorClass = "mt-1 text-sm font-semibold text-red-700";

/** The ids a control's aria-describedby lists: its hint, then its error. */
export function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

type Props = Omit<ComponentProps<"input">, "id" | "required" | "className"> & {
  id: string;
  label: string;
  /** Not required; the label says so. */
  optional?: boolean;
  /** A line under the input, read out with it. */
  hint?: string;
  /** What the server found wrong with the value, read out with it. */
  error?: string;
  className?: string;
};

/** A labelled input, required unless marked optional. */
export function FormField({
  id,
  label,
  optional = false,
  hint,
  error,
  className,
  ...input
}: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {optional && (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      <input
        id={id}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={fieldControlClass}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
