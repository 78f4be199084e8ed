/** Longer queries are cut: no service needs more words, and fuzzy matching grows with length. */
export const maxQueryLength = 100;

/** The search query a URL carries in `?q=`, or "" (docs/product.md §7). */
export function queryFromSearch(search: string): string {
  const q = new URLSearchParams(search).get("q") ?? "";
  return q.slice(0, maxQueryLength);
}

/** The same URL with `q` set to the query, or without `q` for an empty one. */
export function urlWithQuery(href: string, query: string): string {
  const url = new URL(href);
  if (query.trim() === "") url.searchParams.delete("q");
  else url.searchParams.set("q", query);
  return url.href;
}
