import type { ComponentProps } from "react";
import { controlProps, FieldFrame } from "./field-frame";

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
    <FieldFrame
      id={id}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        {...controlProps(id, hint, error)}
        required={!optional}
        {...input}
      />
    </FieldFrame>
  );
}
