"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import {
  setLocation,
  useLocationSearch,
} from "@/components/layout/use-location-search";
import type { SearchHit, SerialisedIndex } from "@/lib/search/service-search";
import {
  maxQueryLength,
  queryFromSearch,
  urlWithQuery,
} from "@/lib/search/search-query";
import { callPublic } from "@/components/api/call-api";
import { ServiceListItem } from "./service-list-item";

type Search = (query: string) => SearchHit[];

let loading: Promise<Search> | undefined;

/**
 * The search code and the index built from data/ (app/search-index.json) are
 * fetched together on first use, so pages that never search pay nothing for them.
 */
function loadSearch(): Promise<Search> {
  loading ??= Promise.all([
    import("@/lib/search/service-search"),
    // The index is a static file of the build, so the browser may cache it.
    callPublic<SerialisedIndex>("/search-index.json", {
      cache: "default",
    }).then((reply) => {
      if (reply.status !== 200)
        throw new Error(`search index: ${reply.status}`);
      return reply.body;
    }),
  ]).then(([engine, json]) => {
    const index = engine.loadServiceIndex(json);
    return (query) => engine.searchServices(index, query);
  });
  // A failed load (offline, say) is tried again on the next use.
  loading.catch(() => (loading = undefined));
  return loading;
}

function countMessage(count: number): string {
  if (count === 0) return "No service matches your search.";
  return count === 1
    ? "1 service matches your search."
    : `${count} services match your search.`;
}

/**
 * The search box of /services over the server-rendered catalogue (`children`),
 * which stays in the page, hidden while a search shows its results. The query
 * lives in `?q=`: starting a search pushes a history entry, so Back returns to
 * the full list, refining it replaces the entry, and Back from a service page
 * comes back to the same results.
 */
export function ServiceSearch({
  noMatches,
  children,
}: {
  noMatches: ReactNode;
  children: ReactNode;
}) {
  const query = queryFromSearch(useLocationSearch());
  const [search, setSearch] = useState<Search | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLInputElement>(null);

  const load = useCallback(() => {
    loadSearch().then(
      (loaded) => {
        setSearch(() => loaded);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  // A link to /services?q=… (or Back to one) opens with its search applied.
  useEffect(() => {
    if (query.trim() !== "") load();
  }, [query, load]);

  // The header's search link (/services#search) comes here to type: the box
  // takes focus then, and only then, so the page itself stays pre-rendered.
  useEffect(() => {
    const focusOnArrival = () => {
      if (window.location.hash !== "#search") return;
      box.current?.focus();
      // Once: coming Back to this entry later must not open the keyboard again.
      const url = new URL(window.location.href);
      url.hash = "";
      setLocation(url.href, "replace");
    };
    focusOnArrival();
    window.addEventListener("hashchange", focusOnArrival);
    return () => window.removeEventListener("hashchange", focusOnArrival);
  }, []);

  const change = (next: string) => {
    const starting = query.trim() === "" && next.trim() !== "";
    setLocation(
      urlWithQuery(window.location.href, next),
      starting ? "push" : "replace",
    );
  };

  const active = query.trim() !== "";
  const hits = active && search ? search(query) : null;

  return (
    <div>
      {/* Without JavaScript the box could not filter, so it is hidden and the full list shows. */}
      <form
        id="search"
        role="search"
        action="/services"
        method="get"
        onSubmit={(event) => event.preventDefault()}
        className="js-only max-w-xl"
      >
        <label
          htmlFor="service-search"
          className="block font-semibold text-slate-900"
        >
          Search services
        </label>
        <p id="service-search-hint" className="text-sm text-slate-600">
          Describe the problem in your own words, e.g. “printer offline” or
          “slow laptop”.
        </p>
        <input
          ref={box}
          id="service-search"
          type="search"
          name="q"
          value={query}
          maxLength={maxQueryLength}
          autoComplete="off"
          aria-describedby="service-search-hint"
          onFocus={load}
          onChange={(event) => change(event.target.value)}
          className="mt-2 w-full rounded-lg border border-slate-400 bg-white px-4 py-3 text-lg text-slate-900"
        />
      </form>
      <p
        role="status"
        aria-live="polite"
        className="mt-3 min-h-6 text-slate-700"
      >
        {failed && active
          ? "Search could not load, so every service is listed below. Please try again in a moment."
          : hits
            ? countMessage(hits.length)
            : ""}
      </p>
      {hits && hits.length > 0 && (
        <section aria-labelledby="search-results" className="mt-4">
          <h2 id="search-results" className="sr-only">
            Search results
          </h2>
          <ol role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {hits.map((hit) => (
              <li key={hit.slug}>
                <ServiceListItem service={hit} />
              </li>
            ))}
          </ol>
        </section>
      )}
      {hits && hits.length === 0 && (
        <div className="mt-4 grid justify-items-start gap-4">
          {noMatches}
          <button
            type="button"
            onClick={() => {
              change("");
              box.current?.focus();
            }}
            className="btn-outline"
          >
            Show all services
          </button>
        </div>
      )}
      <div hidden={hits !== null} className="mt-6">
        {children}
      </div>
    </div>
  );
}
