import { useTranslations } from "next-intl";
import { EmailLink } from "./email-link";
import { PhoneLink } from "./phone-link";
import { DetailField as Field } from "./detail-field";
import { LanguageBadge } from "./language-badge";
import type { Sender } from "./record-card";

/** Who sent it; phone and e-mail are links, as in the lists. */
export function SenderFields({ name, phone, email, language }: Sender) {
  const t = useTranslations("desk.fields");
  return (
    <>
      <Field label={t("name")}>
        {name && (
          <>
            {name}
            <LanguageBadge language={language} />
          </>
        )}
      </Field>
      <Field label={t("phone")}>
        <PhoneLink phone={phone} />
      </Field>
      <Field label={t("email")}>
        <EmailLink email={email} />
      </Field>
    </>
  );
}
