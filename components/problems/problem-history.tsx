import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/dates";
import { historySentence } from "@/lib/problems/history";
import type { ProblemHistoryItem } from "@/lib/problems/replies";

/** Every change of a problem and its bids, oldest first, with who and when (docs/product.md §18.8). */
export function ProblemHistory({
  history,
}: {
  history: readonly ProblemHistoryItem[];
}) {
  const t = useTranslations("problems");
  return (
    <section aria-labelledby="problem-history" className="grid gap-2">
      <h2 id="problem-history" className="text-xl font-bold text-slate-900">
        {t("history")}
      </h2>
      <ol className="grid gap-1 text-slate-700">
        {history.map((entry, i) => (
          <li key={i}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>:{" "}
            {historySentence(entry)}
          </li>
        ))}
      </ol>
    </section>
  );
}
