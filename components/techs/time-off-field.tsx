"use client";

import { useTranslations } from "next-intl";
import { FieldsetFrame } from "@/components/forms/fieldset-frame";
import { availabilityLimits } from "@/lib/scheduling/availability";
import { TimeBound } from "./time-bound";

export type Period = { from: string; to: string };

/**
 * A Tech's dated time off (docs/product.md §23.2): periods from a date and
 * time to another, on the company's clock; no slot is offered inside one.
 */
export function TimeOffField({
  id,
  periods,
  error,
  onChange,
}: {
  id: string;
  periods: Period[];
  error?: string;
  onChange: (periods: Period[]) => void;
}) {
  const t = useTranslations("techWork.timeOff");
  return (
    <FieldsetFrame id={id} legend={t("legend")} hint={t("hint")} error={error}>
      {periods.length === 0 && (
        <p className="text-sm text-slate-600">{t("none")}</p>
      )}
      <ul className="grid gap-3">
        {periods.map((period, i) => {
          const which = t("which", { number: String(i + 1) });
          const change = (next: Partial<Period>) =>
            onChange(
              periods.map((each, j) => (j === i ? { ...each, ...next } : each)),
            );
          return (
            <li
              key={i}
              className="flex min-w-0 flex-wrap items-end gap-2 rounded-lg border border-slate-300 p-3"
            >
              <TimeBound
                label={t("from")}
                which={which}
                type="datetime-local"
                value={period.from}
                onChange={(from) => change({ from })}
              />
              <TimeBound
                label={t("until")}
                which={which}
                type="datetime-local"
                value={period.to}
                onChange={(to) => change({ to })}
              />
              <button
                type="button"
                className="btn-outline"
                onClick={() => onChange(periods.filter((_, j) => j !== i))}
              >
                {t("remove")}
                <span className="sr-only">{which}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {periods.length < availabilityLimits.timeOffEntries && (
        <div>
          <button
            type="button"
            className="btn-outline"
            onClick={() => onChange([...periods, { from: "", to: "" }])}
          >
            {t("add")}
          </button>
        </div>
      )}
    </FieldsetFrame>
  );
}
