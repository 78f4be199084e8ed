/** A phone number as a tap-to-call link; the digits and a leading + make the address. */
export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return <span className="text-slate-600">—</span>;
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, "")}`}
      className="whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {phone}
    </a>
  );
}

export function EmailLink({ email }: { email: string | null }) {
  if (!email) return <span className="text-slate-600">—</span>;
  return (
    <a
      href={`mailto:${email}`}
      className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {email}
    </a>
  );
}

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
