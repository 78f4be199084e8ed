"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FieldsetFrame } from "@/components/forms/fieldset-frame";
import { availabilityLimits } from "@/lib/scheduling/availability";
import type { DayInterval, Weekday } from "@/lib/scheduling/slots";
import { formatWallTime } from "@/lib/dates";
import { TimeBound } from "./time-bound";

export type Week = Record<Weekday, DayInterval[]>;

export const weekdays: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * A time input cannot show 24:00, so the end of the day is shown as 00:00;
 * an interval cannot end at the midnight it starts after, so 00:00 as an end
 * always means the day's end (docs/product.md §23.2).
 */
export const shownEnd = (to: string) => (to === "24:00" ? "00:00" : to);
export const sentEnd = (to: string) => (to === "00:00" ? "24:00" : to);

/** The next interval of a day: after the last one, or a working day's usual hours. */
function nextInterval(day: readonly DayInterval[]): DayInterval {
  const last = day.at(-1);
  if (!last) return { from: "09:00", to: "17:00" };
  const hours = Math.min(Number(last.to.slice(0, 2)) + 2, 24);
  return { from: last.to, to: `${String(hours).padStart(2, "0")}:00` };
}

/** A day's hours as the fields show them: "9:00 AM–5:00 PM". */
const hoursText = (day: readonly DayInterval[]) =>
  day
    .map((i) => `${formatWallTime(i.from)}–${formatWallTime(i.to)}`)
    .join(", ");

/** Every day given a copy of `from`'s hours. */
export function copyToOtherDays(week: Week, from: Weekday): Week {
  return Object.fromEntries(
    weekdays.map((day) => [day, week[from].map((i) => ({ ...i }))]),
  ) as Week;
}

/**
 * The weekly hours of a Tech (docs/product.md §23.2): for each weekday, zero
 * or more intervals on the company's clock, each added, changed and removed
 * here; the server says what overlaps or ends before it starts.
 */
export function WeeklyHoursField({
  id,
  week,
  error,
  onChange,
}: {
  id: string;
  week: Week;
  error?: string;
  onChange: (week: Week) => void;
}) {
  const t = useTranslations("techWork.week");
  const setDay = (day: Weekday, intervals: DayInterval[]) =>
    onChange({ ...week, [day]: intervals });
  // What the last copy did, announced as it appears (as the house's Alert is).
  const [copied, setCopied] = useState("");
  const copy = (day: Weekday) => {
    onChange(copyToOtherDays(week, day));
    setCopied(
      t("copied", {
        day: t("day", { day: String(day) }),
        hours: hoursText(week[day]),
      }),
    );
  };

  return (
    <FieldsetFrame
      id={id}
      legend={t("legend")}
      hint={t("hint")}
      error={error}
      className="grid min-w-0 gap-3"
    >
      <ul className="grid gap-3">
        {weekdays.map((day) => {
          const name = t("day", { day: String(day) });
          const intervals = week[day];
          return (
            <li key={day}>
              <fieldset className="grid min-w-0 gap-2 rounded-lg border border-slate-300 p-3">
                <legend className="px-1 font-semibold text-slate-900">
                  {name}
                </legend>
                {intervals.length === 0 && (
                  <p className="text-sm text-slate-600">{t("noHours")}</p>
                )}
                {intervals.map((interval, i) => {
                  const which = t("which", {
                    day: name,
                    number: String(i + 1),
                  });
                  const change = (next: Partial<DayInterval>) =>
                    setDay(
                      day,
                      intervals.map((each, j) =>
                        j === i ? { ...each, ...next } : each,
                      ),
                    );
                  return (
                    <div key={i} className="flex flex-wrap items-end gap-2">
                      <TimeBound
                        label={t("from")}
                        which={which}
                        type="time"
                        value={interval.from}
                        onChange={(from) => change({ from })}
                      />
                      <TimeBound
                        label={t("to")}
                        which={which}
                        type="time"
                        value={shownEnd(interval.to)}
                        onChange={(to) => change({ to: sentEnd(to) })}
                      />
                      <button
                        type="button"
                        className="btn-outline"
                        onClick={() =>
                          setDay(
                            day,
                            intervals.filter((_, j) => j !== i),
                          )
                        }
                      >
                        {t("remove")}
                        <span className="sr-only">{which}</span>
                      </button>
                    </div>
                  );
                })}
                <div className="flex flex-wrap gap-2">
                  {intervals.length < availabilityLimits.intervalsPerDay && (
                    <button
                      type="button"
                      className="btn-outline"
                      onClick={() =>
                        setDay(day, [...intervals, nextInterval(intervals)])
                      }
                    >
                      {t("add")}
                      <span className="sr-only">
                        {t("addWhich", { day: name })}
                      </span>
                    </button>
                  )}
                  {intervals.length > 0 && (
                    <button
                      type="button"
                      className="btn-outline"
                      onClick={() => copy(day)}
                    >
                      {t("copy")}
                      <span className="sr-only">
                        {t("copyWhich", { day: name })}
                      </span>
                    </button>
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {copied && (
        <p role="status" className="text-sm font-semibold text-green-900">
          {copied}
        </p>
      )}
    </FieldsetFrame>
  );
}
