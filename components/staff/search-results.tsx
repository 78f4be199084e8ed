import { formatDateTime } from "@/lib/dates";
import { searchLimit, type SearchResult } from "@/lib/desk/search";
import { RecordCard } from "./record-card";
import { RecordReference } from "./record-reference";

/** What the search found, as cards that read on a phone as on a desktop. */
export function SearchResults({ result }: { result: SearchResult }) {
  if (result.hits.length === 0) {
    return <p className="text-slate-700">Nothing matches.</p>;
  }
  return (
    <>
      <p className="text-slate-700">
        {result.cut
          ? `The ${searchLimit} newest matches; narrow the search to see the rest.`
          : `${result.hits.length} ${result.hits.length === 1 ? "match" : "matches"}, newest first.`}
      </p>
      <ol aria-label="Search results" className="grid gap-3">
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
              {hit.summary} · requested {formatDateTime(hit.createdAt)}
            </p>
          </RecordCard>
        ))}
      </ol>
    </>
  );
}
