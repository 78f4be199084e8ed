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
    <fieldset aria-describedby={error ? "checkout-time-error" : undefined}>
      <legend className={fieldLabelClass}>Preferred time</legend>
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
