import { formatDateTime } from "@/lib/dates";
import { DetailField as Field } from "./detail-field";

/** When the personal details were erased; no row before they are. */
export function ErasedField({ at }: { at: string | null }) {
  return (
    at && <Field label="Personal details erased">{formatDateTime(at)}</Field>
  );
}
