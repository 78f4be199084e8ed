import type { ComponentProps } from "react";
import { controlProps, FieldFrame } from "./field-frame";

type Own = {
  id: string;
  label: string;
  /** Not required; the label says so. */
  optional?: boolean;
  /** A line under the control, read out with it. */
  hint?: string;
  /** What the server found wrong with the value, read out with it. */
  error?: string;
  className?: string;
};

type Omitted = "id" | "required" | "className";

type Props =
  | (Own & Omit<ComponentProps<"input">, Omitted> & { multiline?: false })
  | (Own & Omit<ComponentProps<"textarea">, Omitted> & { multiline: true });

/**
 * A labelled field, required unless marked optional: an input, or with
 * `multiline` a text area, in the same frame with the same hint and error.
 */
export function FormField({
  id,
  label,
  optional = false,
  hint,
  error,
  className,
  multiline,
  ...control
}: Props) {
  const shared = { ...controlProps(id, hint, error), required: !optional };
  return (
    <FieldFrame
      id={id}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      className={className}
    >
      {multiline ? (
        <textarea
          {...shared}
          {...(control as Omit<ComponentProps<"textarea">, Omitted>)}
        />
      ) : (
        <input
          {...shared}
          {...(control as Omit<ComponentProps<"input">, Omitted>)}
        />
      )}
    </FieldFrame>
  );
}
