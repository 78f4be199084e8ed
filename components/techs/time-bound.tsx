const timeInputClass =
  "mt-1 block rounded-lg border border-slate-400 px-2 py-2 text-slate-900";

/**
 * One end of a period the hours editor keeps ("From", "To", "Until"), on a
 * quarter-hour step; `which` names the period for a screen reader, since
 * every row's labels read the same.
 */
export function TimeBound({
  label,
  which,
  type,
  value,
  onChange,
}: {
  label: string;
  which: string;
  type: "time" | "datetime-local";
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="grid font-semibold text-slate-900">
      {label}
      <span className="sr-only">{which}</span>
      <input
        type={type}
        step={900}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={timeInputClass}
      />
    </label>
  );
}
