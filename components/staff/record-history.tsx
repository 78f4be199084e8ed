import { formatDateTime } from "@/lib/dates";
import { historyLine } from "@/lib/desk/history";
import type { Delivery, HistoryEntry } from "@/lib/desk/payloads";

const deliveryLabels: Record<string, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Failed: retries ran out",
};

/** A record's history and the delivery of the company's e-mail about it. */
export function RecordHistory({
  history,
  deliveries,
  labels,
}: {
  history: readonly HistoryEntry[];
  deliveries: readonly Delivery[];
  /** The names of the states. */
  labels: Record<string, string>;
}) {
  return (
    <>
      <h3 className="mt-6 text-lg font-bold text-slate-900">History</h3>
      <ol className="mt-2 grid gap-2 text-sm">
        {history.map((e, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-2">
            <span className="font-semibold">{formatDateTime(e.at)}</span>:{" "}
            {historyLine(e, labels)}
            {e.note && (
              <span className="mt-1 block whitespace-pre-wrap text-slate-700">
                Note: {e.note}
              </span>
            )}
          </li>
        ))}
      </ol>
      <h3 className="mt-6 text-lg font-bold text-slate-900">
        E-mail to the company
      </h3>
      {deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">None was written.</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {deliveries.map((d, i) => (
            <li key={i} className="rounded-lg border border-slate-200 p-2">
              <span className="font-semibold">
                {deliveryLabels[d.status] ?? d.status}
              </span>
              : &ldquo;{d.subject}&rdquo;, {d.attempts}{" "}
              {d.attempts === 1 ? "attempt" : "attempts"}
              {d.sentAt
                ? `, sent ${formatDateTime(d.sentAt)}`
                : d.status === "pending" &&
                  `, next attempt ${formatDateTime(d.nextAttemptAt)}`}
              .
              {d.lastError && (
                <span className="mt-1 block text-red-800">
                  Last error: {d.lastError}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
