import { company } from "@/data/company";

/** What a visitor sees once the message has reached our inbox. */
export function ContactConfirmation({ reference }: { reference: string }) {
  return (
    <div className="rounded-xl border border-green-300 bg-green-50 p-6 text-slate-900">
      <h3 className="text-lg font-bold">
        Thank you, your message is on its way
      </h3>
      <p className="mt-2">
        Your reference is{" "}
        <strong className="font-mono text-lg">{reference}</strong>. A technician
        will reply by e-mail or phone, usually within a few hours. If it is
        urgent, call us at{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>{" "}
        and mention the reference.
      </p>
    </div>
  );
}
