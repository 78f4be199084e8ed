import { formatDateTime } from "@/lib/dates";
import { EmailLink, PhoneLink } from "./contact-links";
import { DetailField as Field } from "./detail-field";
import type { Sender } from "./record-card";

// The rows every record's detail has, booking or message.

/** The state; the version the next action carries stays off the page (docs/product.md §15.8). */
export function StateField({ label }: { label: string }) {
  return (
    <Field label="State">
      <strong>{label}</strong>
    </Field>
  );
}

/** Who sent it; phone and e-mail are links, as in the lists. */
export function SenderFields({ name, phone, email }: Sender) {
  return (
    <>
      <Field label="Name">{name}</Field>
      <Field label="Phone">
        <PhoneLink phone={phone} />
      </Field>
      <Field label="Email">
        <EmailLink email={email} />
      </Field>
    </>
  );
}

/** When the personal details were erased; no row before they are. */
export function ErasedField({ at }: { at: string | null }) {
  return (
    at && <Field label="Personal details erased">{formatDateTime(at)}</Field>
  );
}
