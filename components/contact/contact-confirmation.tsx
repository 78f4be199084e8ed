import { companyPhone } from "@/data/phone";
import type { FormState } from "@/lib/requests/form-state";

/** What a visitor sees once the message has reached our inbox, in the words the server sent with it. */
export function ContactConfirmation({
  reference,
  said,
}: {
  reference: string;
  said: NonNullable<FormState["said"]>;
}) {
  const t = (key: keyof typeof said) => said[key];
  return (
    <div className="rounded-xl border border-green-300 bg-green-50 p-6 text-slate-900">
      <h3 className="text-lg font-bold">{t("thanks")}</h3>
      <p className="mt-2">
        {t("referenceIs")}{" "}
        <strong className="font-mono text-lg">{reference}</strong>. {t("reply")}{" "}
        <a
          href={`tel:${companyPhone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {companyPhone.display}
        </a>{" "}
        {t("mentionReference")}
      </p>
    </div>
  );
}
