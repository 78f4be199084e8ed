import { DetailField as Field } from "./detail-field";

/** The state; the version the next action carries stays off the page (docs/product.md §15.8). */
export function StateField({ label }: { label: string }) {
  return (
    <Field label="State">
      <strong>{label}</strong>
    </Field>
  );
}
