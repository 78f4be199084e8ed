// @ts-check
// The build's own cache entries for its pre-rendered routes, read from the
// build directory as Next.js's file-system cache reads them. With a shared
// cache (lib/server/shared-cache.mjs) Next.js asks the cache handler for these
// too, and a miss there renders the page again on request: HTML that is not
// the file `npm run build` rewrote (the inlined stylesheet), whose inline
// scripts are not the ones the build hashed into the page's policy
// (docs/architecture.md, "Script hashes"). So these entries always come from
// the build, on every server and whether or not the cache server answers.
// Loaded by Next.js outside React's server build, like shared-cache.mjs, so it
// cannot import "server-only".
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Next.js 16 keys a route's entry by its owner:
 * `/route-cache/<kind>/<hash of the source route>/$<path>`, where `<path>` is
 * also where the build wrote the route's files (`/index` for `/`).
 */
const routeKey = /^\/route-cache\/(APP_PAGE|APP_ROUTE)\/[0-9a-f]+\/\$(\/.*)$/;

/**
 * @typedef {{
 *   lastModified: number,
 *   lifespan: null,
 *   tags: string[],
 *   value: Record<string, unknown>,
 *   cacheControl?: unknown,
 * }} BuiltEntry
 */

/**
 * A reader of the build's entries under `serverDistDir` (the build's `server`
 * folder). It answers null for any key the build did not pre-render, and reads
 * each entry once: a build does not change while a server runs it.
 * @param {string} serverDistDir
 * @returns {(key: string) => Promise<BuiltEntry | null>}
 */
export function prerenderedEntries(serverDistDir) {
  /** @type {Map<string, Promise<BuiltEntry | null>>} */
  const read = new Map();
  return (key) => {
    const match = routeKey.exec(key);
    if (!match) return Promise.resolve(null);
    let entry = read.get(key);
    if (!entry) {
      const [, kind = "", file = ""] = match;
      entry = readEntry(path.join(serverDistDir, "app", file), kind, key)
        .catch(() => null)
        .then((found) => {
          // Only what the build has is kept: a key it lacks may be any address.
          if (!found) read.delete(key);
          return found;
        });
      read.set(key, entry);
    }
    return entry;
  };
}

/**
 * @param {string} base the route's files without their extension
 * @param {string} kind
 * @param {string} key
 * @returns {Promise<BuiltEntry | null>}
 */
async function readEntry(base, kind, key) {
  /** @type {{ routeCache?: { key?: string }, headers?: Record<string, string>, status?: number, segmentPaths?: string[], routeCacheLastModified?: number, cacheControl?: unknown, postponed?: string }} */
  let meta;
  try {
    meta = JSON.parse(await readFile(`${base}.meta`, "utf8"));
  } catch {
    return null;
  }
  // The meta file names the key it was made for, as Next.js checks too.
  if (meta.routeCache?.key !== key) return null;
  const primary = `${base}${kind === "APP_ROUTE" ? ".body" : ".html"}`;
  const lastModified =
    meta.routeCacheLastModified ?? (await stat(primary)).mtimeMs;
  const entry = {
    lastModified,
    lifespan: null,
    tags: [],
    cacheControl: meta.cacheControl,
  };
  if (kind === "APP_ROUTE") {
    return {
      ...entry,
      value: {
        kind,
        body: await readFile(primary),
        headers: meta.headers,
        status: meta.status,
      },
    };
  }
  /** @type {Map<string, Buffer> | undefined} */
  let segmentData;
  if (meta.segmentPaths) {
    const found = new Map();
    await Promise.all(
      meta.segmentPaths.map(async (segment) => {
        // A segment missing is one Next.js renders on request, as it does.
        const data = await readFile(
          `${base}.segments${segment}.segment.rsc`,
        ).catch(() => undefined);
        if (data) found.set(segment, data);
      }),
    );
    segmentData = found;
  }
  return {
    ...entry,
    value: {
      kind,
      html: await readFile(primary, "utf8"),
      rscData: await readFile(`${base}.rsc`),
      postponed: meta.postponed,
      headers: meta.headers,
      status: meta.status,
      segmentData,
    },
  };
}
