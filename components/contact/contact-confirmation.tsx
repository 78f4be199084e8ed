import { company } from "@/data/company";
import { contactCopy } from "@/data/copy/contact";
import type { Locale } from "@/data/locale";

/** What a visitor sees once the message has reached our inbox. */
export function ContactConfirmation({
  reference,
  locale = "en",
}: {
  reference: string;
  locale?: Locale;
}) {
  const words = contactCopy[locale];
  return (
    <div className="rounded-xl border border-green-300 bg-green-50 p-6 text-slate-900">
      <h3 className="text-lg font-bold">{words.thanks}</h3>
      <p className="mt-2">
        {words.referenceIs}{" "}
        <strong className="font-mono text-lg">{reference}</strong>.{" "}
        {words.reply}{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>{" "}
        {words.mentionReference}
      </p>
    </div>
  );
}
