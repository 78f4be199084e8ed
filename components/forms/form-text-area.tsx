import type { ComponentProps } from "react";
import {
  describedBy,
  fieldControlClass,
  fieldErrorClass,
  fieldLabelClass,
} from "./form-field";

type Props = Omit<
  ComponentProps<"textarea">,
  "id" | "required" | "className"
> & {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
};

/** A labelled multi-line field, required unless marked optional. */
export function FormTextArea({
  id,
  label,
  optional = false,
  hint,
  error,
  ...textarea
}: Props) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {optional && (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      <textarea
        id={id}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={fieldControlClass}
        {...textarea}
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
