"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslations } from "next-intl";
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
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { ServiceListItem } from "./service-list-item";

type Search = (query: string) => SearchHit[];

/** One index per language, each loaded on its first use. */
const loading = new Map<string, Promise<Search>>();

/**
 * The search code and the index built from data/ (app/search-index.json) are
 * fetched together on first use, so pages that never search pay nothing for them.
 */
function loadSearch(indexPath: string): Promise<Search> {
  const loaded = loading.get(indexPath);
  if (loaded) return loaded;
  const load: Promise<Search> = Promise.all([
    import("@/lib/search/service-search"),
    // The index is a static file of the build, so the browser may cache it.
    callPublic<SerialisedIndex>(indexPath, {
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
  loading.set(indexPath, load);
  // A failed load (offline, say) is tried again on the next use.
  load.catch(() => loading.delete(indexPath));
  return load;
}

function countMessage(
  count: number,
  labels: ReturnType<typeof useTranslations<"search">>,
): string {
  if (count === 0) return labels("none");
  return count === 1 ? labels("one") : labels("many", { count: String(count) });
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
  locale,
  children,
}: {
  noMatches: ReactNode;
  locale: Locale;
  children: ReactNode;
}) {
  const labels = useTranslations("search");
  const servicesPath = localePath(locale, "/services");
  const query = queryFromSearch(useLocationSearch());
  const [search, setSearch] = useState<Search | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLInputElement>(null);

  const load = useCallback(() => {
    // Each language's index is built beside its /services page.
    loadSearch(servicesPath.replace(/services$/, "search-index.json")).then(
      (loaded) => {
        setSearch(() => loaded);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [servicesPath]);

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
        action={servicesPath}
        method="get"
        onSubmit={(event) => event.preventDefault()}
        className="js-only max-w-xl"
      >
        <label
          htmlFor="service-search"
          className="block font-semibold text-slate-900"
        >
          {labels("label")}
        </label>
        <p id="service-search-hint" className="text-sm text-slate-600">
          {labels("hint")}
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
          ? labels("failed")
          : hits
            ? countMessage(hits.length, labels)
            : ""}
      </p>
      {hits && hits.length > 0 && (
        <section aria-labelledby="search-results" className="mt-4">
          <h2 id="search-results" className="sr-only">
            {labels("results")}
          </h2>
          <ol role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {hits.map((hit) => (
              <li key={hit.slug}>
                <ServiceListItem
                  service={hit}
                  locale={locale}
                  from={(price) => labels("from", { price })}
                />
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
            {labels("showAll")}
          </button>
        </div>
      )}
      <div hidden={hits !== null} className="mt-6">
        {children}
      </div>
    </div>
  );
}
