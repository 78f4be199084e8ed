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
