import { Alert } from "@/components/forms/alert";
import type { ApiData } from "@/components/api/use-api-data";

/** A section's one line until its data is in: loading, or why it failed. */
export function DeskDataStatus({
  view,
  loading,
}: {
  view: Exclude<ApiData<unknown>, { kind: "ready" }>;
  loading: string;
}) {
  return view.kind === "failed" ? (
    <Alert>{view.message}</Alert>
  ) : (
    <p className="text-slate-700">{loading}</p>
  );
}
