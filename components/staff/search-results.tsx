import Link from "next/link";
import { deskTime } from "@/lib/desk/format";
import { searchLimit, type SearchResult } from "@/lib/desk/search";
import { EmailLink, PhoneLink } from "./contact-links";

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
          <li
            key={`${hit.kind}-${hit.reference}`}
            className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-slate-700">
                {hit.kindLabel}
              </span>
              <Link
                href={hit.href}
                className="font-mono font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {hit.reference}
              </Link>
              <strong className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">
                {hit.statusLabel}
              </strong>
            </p>
            <p className="font-semibold text-slate-900">
              {hit.name ?? "(erased)"}
            </p>
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <PhoneLink phone={hit.phone} />
              <EmailLink email={hit.email} />
            </p>
            <p className="text-slate-700">
              {hit.summary} · requested {deskTime(hit.createdAt)}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
