import { EmailLink } from "./email-link";
import { PhoneLink } from "./phone-link";
import { DetailField as Field } from "./detail-field";
import type { Sender } from "./record-card";

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
