import type { ComponentProps } from "react";
import { controlProps, FieldFrame } from "./field-frame";

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
    <FieldFrame
      id={id}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
    >
      <textarea
        {...controlProps(id, hint, error)}
        required={!optional}
        {...textarea}
      />
    </FieldFrame>
  );
}
