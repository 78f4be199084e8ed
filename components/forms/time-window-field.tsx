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
  return (
    <fieldset
      aria-describedby={`time-window-hint${error ? " checkout-time-error" : ""}`}
    >
      <legend className={fieldLabelClass}>Preferred time</legend>
      {/* The windows are wider than any one Tech's day: say so before it matters. */}
      <p id="time-window-hint" className="text-sm text-slate-600">
        When you would like us to start. Techs keep their own hours, and not
        every one works evenings or Sundays, so we may suggest another time.
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
            {window.label}
          </label>
        ))}
      </div>
      <FieldError id="checkout-time-error">{error}</FieldError>
    </fieldset>
  );
}
