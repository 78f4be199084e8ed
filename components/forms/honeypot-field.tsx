import { useTranslations } from "next-intl";
import { honeypotField } from "@/data/request-rules";

/**
 * A field people never see or reach, which form-filling bots tend to complete;
 * the server refuses any request that fills it.
 */
export function HoneypotField({ id }: { id: string }) {
  const t = useTranslations("forms");
  return (
    <div
      aria-hidden="true"
      className="absolute -left-[10000px] h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>{t("honeypot")}</label>
      <input
        id={id}
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
