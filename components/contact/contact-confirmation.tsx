import { useTranslations } from "next-intl";
import { company } from "@/data/company";

/** What a visitor sees once the message has reached our inbox. */
export function ContactConfirmation({ reference }: { reference: string }) {
  const t = useTranslations("contact");
  return (
    <div className="rounded-xl border border-green-300 bg-green-50 p-6 text-slate-900">
      <h3 className="text-lg font-bold">{t("thanks")}</h3>
      <p className="mt-2">
        {t("referenceIs")}{" "}
        <strong className="font-mono text-lg">{reference}</strong>. {t("reply")}{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>{" "}
        {t("mentionReference")}
      </p>
    </div>
  );
}
