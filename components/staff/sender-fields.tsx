import { EmailLink } from "./email-link";
import { PhoneLink } from "./phone-link";
import { DetailField as Field } from "./detail-field";
import { LanguageBadge } from "./language-badge";
import type { Sender } from "./record-card";

/** Who sent it; phone and e-mail are links, as in the lists. */
export function SenderFields({ name, phone, email, language }: Sender) {
  return (
    <>
      <Field label="Name">
        {name && (
          <>
            {name}
            <LanguageBadge language={language} />
          </>
        )}
      </Field>
      <Field label="Phone">
        <PhoneLink phone={phone} />
      </Field>
      <Field label="Email">
        <EmailLink email={email} />
      </Field>
    </>
  );
}
