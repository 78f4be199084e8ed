import { PhoneLink } from "./phone-link";
import { EmailLink } from "./email-link";

/** Phone and e-mail side by side, wrapping on a narrow card. */
export function ContactLine({
  phone,
  email,
}: {
  phone: string | null;
  email: string | null;
}) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      <PhoneLink phone={phone} />
      <EmailLink email={email} />
    </p>
  );
}
