import type { DeskData } from "./use-desk-data";

/** A section's one line until its data is in: loading, or why it failed. */
export function DeskDataStatus({
  view,
  loading,
}: {
  view: Exclude<DeskData<unknown>, { kind: "ready" }>;
  loading: string;
}) {
  return view.kind === "failed" ? (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
    >
      {view.message}
    </p>
  ) : (
    <p className="text-slate-700">{loading}</p>
  );
}
