/**
 * Whether content was published after this server's build was made: then
 * its pre-rendered pages are out of date, and proxy.ts has each page made
 * on request (with the published content) until the next build. Kept on
 * globalThis, where the server's watcher (lib/server/cms/live.ts) writes it
 * and the proxy, loaded in the same process, reads it.
 */
const key = "__contentPublishedSinceBuild";

type Flag = { [key]?: boolean };

export function contentPublishedSinceBuild(): boolean {
  return (globalThis as Flag)[key] === true;
}

export function markContentPublished(since: boolean): void {
  (globalThis as Flag)[key] = since;
}

/**
 * The request header by which proxy.ts tells a page it is made on request
 * for that reason, not for an editor's Draft Mode: it shows what is
 * published. The proxy drops any the browser sends.
 */
export const publishedLiveHeader = "x-content-published-live";
