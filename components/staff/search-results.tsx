import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/dates";
import { searchLimit, type SearchResult } from "@/lib/desk/search";
import { RecordCard } from "./record-card";
import { RecordReference } from "./record-reference";

/** What the search found, as cards that read on a phone as on a desktop. */
export function SearchResults({ result }: { result: SearchResult }) {
  const t = useTranslations("deskSearch");
  if (result.hits.length === 0) {
    return <p className="text-slate-700">{t("nothing")}</p>;
  }
  return (
    <>
      <p className="text-slate-700">
        {result.cut
          ? t("cut", { limit: String(searchLimit) })
          : t("count", { count: result.hits.length })}
      </p>
      <ol aria-label={t("results")} className="grid gap-3">
        {result.hits.map((hit) => (
          <RecordCard
            key={`${hit.kind}-${hit.reference}`}
            heading={
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold text-slate-700">
                  {hit.kindLabel}
                </span>
                <RecordReference reference={hit.reference} href={hit.href} />
                <strong className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">
                  {hit.statusLabel}
                </strong>
              </p>
            }
            sender={hit}
          >
            <p className="text-slate-700">
              {t("summary", {
                summary: hit.summary,
                time: formatDateTime(hit.createdAt),
              })}
            </p>
          </RecordCard>
        ))}
      </ol>
    </>
  );
}
