import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/dates";
import { historyLine } from "@/lib/desk/history";
import type { Delivery, HistoryEntry } from "@/lib/desk/payloads";

/** A record's history and the delivery of the company's e-mail about it. */
export function RecordHistory({
  history,
  deliveries,
  state,
}: {
  history: readonly HistoryEntry[];
  deliveries: readonly Delivery[];
  /** A state's name, or the state itself when it is not one of the record's. */
  state: (status: string) => string;
}) {
  const t = useTranslations("desk.history");
  const deliveryLabel = (status: string) =>
    status === "pending" || status === "sent" || status === "failed"
      ? t(status)
      : status;
  return (
    <>
      <h3 className="mt-6 text-lg font-bold text-slate-900">{t("title")}</h3>
      <ol className="mt-2 grid gap-2 text-sm">
        {history.map((e, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-2">
            <span className="font-semibold">{formatDateTime(e.at)}</span>:{" "}
            {historyLine(e, state)}
            {e.note && (
              <span className="mt-1 block whitespace-pre-wrap text-slate-700">
                {t("note", { note: e.note })}
              </span>
            )}
          </li>
        ))}
      </ol>
      <h3 className="mt-6 text-lg font-bold text-slate-900">{t("mail")}</h3>
      {deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t("noMail")}</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {deliveries.map((d, i) => (
            <li key={i} className="rounded-lg border border-slate-200 p-2">
              <span className="font-semibold">{deliveryLabel(d.status)}</span>:
              &ldquo;{d.subject}&rdquo;, {t("attempts", { count: d.attempts })}
              {d.sentAt
                ? t("sentAt", { time: formatDateTime(d.sentAt) })
                : d.status === "pending" &&
                  t("nextAttempt", { time: formatDateTime(d.nextAttemptAt) })}
              .
              {d.lastError && (
                <span className="mt-1 block text-red-800">
                  {t("lastError", { error: d.lastError })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
