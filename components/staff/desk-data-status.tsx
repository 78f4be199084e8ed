import { Alert } from "@/components/forms/alert";
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
    <Alert>{view.message}</Alert>
  ) : (
    <p className="text-slate-700">{loading}</p>
  );
}
