import { useTranslations } from "next-intl";
import { fieldLabelClass } from "@/components/forms/field-frame";
import { FieldError } from "@/components/forms/field-error";
import { timeWindows } from "@/data/request-rules";

/** The preferred time of day, as a group of radio buttons. */
export function TimeWindowField({
  value,
  error,
}: {
  value?: string;
  error?: string;
}) {
  const t = useTranslations("forms");
  return (
    <fieldset
      aria-describedby={`time-window-hint${error ? " checkout-time-error" : ""}`}
    >
      <legend className={fieldLabelClass}>{t("timeWindow")}</legend>
      {/* The windows are wider than any one Tech's day: say so before it matters. */}
      <p id="time-window-hint" className="text-sm text-slate-600">
        {t("timeWindowHint")}
      </p>
      <div className="mt-1 grid gap-1">
        {timeWindows.map((window) => (
          <label key={window.id} className="flex items-center gap-2">
            <input
              type="radio"
              name="time"
              value={window.id}
              required
              defaultChecked={value === window.id}
            />
            {t(`timeWindows.${window.id}`)}
          </label>
        ))}
      </div>
      <FieldError id="checkout-time-error">{error}</FieldError>
    </fieldset>
  );
}
