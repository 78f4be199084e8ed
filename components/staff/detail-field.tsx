import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** One row of a record's details; an empty value reads "(none)". */
export function DetailField({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  const t = useTranslations("desk.fields");
  return (
    <div className="grid gap-x-2 py-1 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="break-words whitespace-pre-wrap text-slate-800">
        {children || <span className="text-slate-600">{t("none")}</span>}
      </dd>
    </div>
  );
}
