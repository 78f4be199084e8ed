import type { ReactNode } from "react";
import { companyFacts } from "@/data/company-facts";
import { FieldError } from "@/components/forms/field-error";
import { fieldLabelClass } from "@/components/forms/field-frame";
import { FormField } from "@/components/forms/form-field";
import { timeChipClass } from "@/components/shared/time-chip";
import type { ManageState, MoveChoices } from "@/lib/bookings/manage-state";
import { offeredDays, type OfferedTime } from "@/lib/scheduling/labels";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";

/**
 * One list of free times as the checkout draws them: large chips under their
 * day, each radio named in full with its zone for a screen reader.
 */
function Times({
  legend,
  times,
  first,
  error,
  locale = "en",
}: {
  locale?: Locale;
  legend: string;
  times: readonly OfferedTime[];
  first?: boolean;
  error?: string;
}) {
  if (times.length === 0) return null;
  const days = offeredDays(
    times.map((time) => ({ start: new Date(time.start) })),
    companyFacts.timeZone,
    locale,
  );
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={error ? "manage-slot-error" : undefined}
    >
      <legend className={fieldLabelClass}>{legend}</legend>
      {days.map((day, d) => (
        <div key={day.date} className="grid gap-1">
          <p className="text-sm font-semibold text-slate-700">{day.label}</p>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {day.times.map((time, i) => (
              <label key={time.start} className={timeChipClass}>
                <input
                  id={first && d === 0 && i === 0 ? "manage-slot" : undefined}
                  type="radio"
                  name="slot"
                  value={time.start}
                  required
                  className="sr-only"
                  aria-label={time.full}
                />
                {time.label}
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * A Confirmed booking's change by picking a free start (docs/product.md
 * §23.10): its own Tech's times first, then other Techs', the nearest ones
 * first after a time was just taken; it stays Confirmed. A date asks for the
 * times from that day on. `proof` is the hidden fields every post carries.
 */
export function MoveToSlot({
  state,
  move,
  proof,
  fee,
  action,
  pending,
  children,
  locale = "en",
}: {
  locale?: Locale;
  state: ManageState;
  move: MoveChoices;
  proof: ReactNode;
  fee: number;
  action: (formData: FormData) => void;
  pending: boolean;
  /** What the change costs, said once above the times. */
  children: ReactNode;
}) {
  const none = move.same.length === 0 && move.other.length === 0;
  const t = useTranslations("booking");
  return (
    <div className="grid gap-4">
      <form action={action} className="grid gap-3" aria-busy={pending}>
        {proof}
        <input type="hidden" name="fee" value={fee} />
        <h3 id="manage-step" tabIndex={-1} className="text-lg font-bold">
          {t("changeDateTime")}
        </h3>
        {children}
        <p>{t("pickFree")}</p>
        {none && <p>{t("noneFree")}</p>}
        <Times
          legend={t("nearest")}
          locale={locale}
          times={state.nearest ?? []}
          first
          error={state.errors.slot}
        />
        <Times
          legend={t("timesWith", {
            tech: move.techName ?? t("yourTechnician"),
          })}
          locale={locale}
          times={move.same}
          first={!state.nearest?.length}
          error={state.errors.slot}
        />
        <Times
          legend={t("otherTechnician")}
          locale={locale}
          times={move.other}
          first={!state.nearest?.length && move.same.length === 0}
          error={state.errors.slot}
        />
        <FieldError id="manage-slot-error">{state.errors.slot}</FieldError>
        {!none && (
          <div>
            <button
              type="submit"
              name="intent"
              value="change-slot"
              disabled={pending}
              className="btn-primary"
            >
              {t("moveHere")}
            </button>
          </div>
        )}
      </form>
      <form
        action={action}
        className="flex flex-wrap items-end gap-3"
        aria-busy={pending}
      >
        {proof}
        <FormField
          id="manage-from"
          name="from"
          type="date"
          label={t("showFrom")}
          optional
          defaultValue={move.from}
        />
        <button
          type="submit"
          name="intent"
          value="ask-change"
          formNoValidate
          disabled={pending}
          className="btn-outline"
        >
          {t("showTimes")}
        </button>
      </form>
    </div>
  );
}
