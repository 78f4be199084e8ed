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
