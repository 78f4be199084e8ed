// @ts-check
// Next.js's data cache and ISR pages in Valkey or Redis, shared by every app
// server, so a revalidation on one server reaches all of them
// (docs/several-servers.md). next.config.mjs names this file as `cacheHandler`
// only when VALKEY_URL or REDIS_URL is set; without one, Next.js keeps its own
// in-process cache. Node loads it outside React's server build, so it cannot
// import "server-only" (like lib/server/git.mjs).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { prerenderedEntries } from "./prerendered.mjs";

/** Every key this site writes starts with it, so a flush after an outage takes only ours. */
export const keyPrefix = "site:";

/**
 * The cache server's address, or undefined for Next.js's in-process cache.
 * @param {NodeJS.ProcessEnv} env
 */
export function sharedCacheUrl(env) {
  return env.VALKEY_URL || env.REDIS_URL || undefined;
}

/**
 * The Redis handler, guarded. While the cache server is away, every read
 * misses (the page or query is made again from the database) and writes are
 * dropped: a server keeps serving, and serves nothing another server has since
 * revalidated. A revalidation made during the outage never reached the cache
 * server, so once it answers again the site's keys are deleted before it is
 * used: nothing stale is read once it is back.
 *
 * The build's pre-rendered routes never go through the cache server: they are
 * read from the build (./prerendered.mjs), the same on every server, and no
 * render of them made on request is stored.
 * @param {import("@redis/client").RedisClientType} client
 * @param {(line: string) => void} log
 * @param {{
 *   timeoutMs?: number,
 *   prerendered?: (key: string) => Promise<unknown>,
 * }} [options] timeoutMs: a cache that does not answer in this time is treated
 *   as away, so a stalled cache server slows a page by at most this much;
 *   prerendered: the build's entry for a key, or null
 */
export function guardedHandler(
  client,
  log,
  { timeoutMs = 1000, prerendered = async () => null } = {},
) {
  const handler = createRedisHandler({ client, keyPrefix, timeoutMs });
  /**
   * The call's answer, or a rejection after timeoutMs: node-redis's abort
   * signal cannot take back a command already sent to a server that stalls.
   * @template T
   * @param {Promise<T>} call
   * @returns {Promise<T>}
   */
  const within = (call) => {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    return /** @type {Promise<T>} */ (
      Promise.race([call, late]).finally(() => clearTimeout(timer))
    );
  };
  let away = false;
  /** @type {Promise<void> | undefined} */
  let recovering;
  /** @type {NodeJS.Timeout | undefined} */
  let probe;
  const empty = async () => {
    for await (const keys of client.scanIterator({
      MATCH: `${keyPrefix}*`,
      COUNT: 1000,
    })) {
      if (keys.length > 0) await client.unlink(keys);
    }
  };
  /**
   * Once the cache server answers again, empties it, then uses it. Tried
   * every half second rather than on the next request, so a server that
   * missed a revalidation empties the cache soon even if no visitor comes
   * to it, before another server reads what went stale.
   */
  const recover = () => {
    if (!client.isReady) return;
    recovering ??= empty()
      .then(() => {
        away = false;
        clearInterval(probe);
        log("shared cache back, emptied of what may have gone stale");
      })
      .catch(() => undefined)
      .finally(() => (recovering = undefined));
  };
  const lost = (/** @type {unknown} */ error) => {
    if (away) return;
    away = true;
    log(
      `shared cache unreachable, serving without it: ${error instanceof Error ? error.message : String(error)}`,
    );
    probe = setInterval(recover, 500);
    probe.unref();
  };
  /** Whether the cache may be used now: connected, and not away. */
  const usable = () => client.isReady && !away;
  client.on("error", lost);
  /** @type {typeof handler} */
  const guarded = {
    name: "shared-cache",
    async get(key, meta) {
      const built = await prerendered(key);
      if (built)
        return /** @type {Awaited<ReturnType<typeof handler.get>>} */ (built);
      if (!usable()) return null;
      try {
        return await within(handler.get(key, meta));
      } catch (error) {
        lost(error);
        return null;
      }
    },
    async set(key, value, ctx) {
      if ((await prerendered(key)) || !usable()) return;
      try {
        await within(handler.set(key, value, ctx));
      } catch (error) {
        lost(error);
      }
    },
    async revalidateTag(tag) {
      if (!usable()) {
        lost(new Error(`revalidation of ${tag} not shared`));
        return;
      }
      try {
        await within(handler.revalidateTag(tag));
      } catch (error) {
        lost(error);
      }
    },
    async delete(key) {
      if ((await prerendered(key)) || !usable()) return;
      try {
        await within(Promise.resolve(handler.delete?.(key)));
      } catch (error) {
        lost(error);
      }
    },
  };
  return guarded;
}

const shared =
  /** @type {{ __sharedCache?: ReturnType<typeof guardedHandler> }} */ (
    /** @type {unknown} */ (globalThis)
  );

CacheHandler.onCreation(async ({ serverDistDir }) => {
  const url = sharedCacheUrl(process.env);
  // `next build` renders into a cache of its own: a build machine needs no
  // cache server, and pages are made again and shared as servers serve them.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return { handlers: [] };
  }
  if (!shared.__sharedCache) {
    const log = (/** @type {string} */ line) => console.error(line);
    /** @type {import("@redis/client").RedisClientType} */
    const client = createClient({
      url,
      pingInterval: 1000,
      // Reconnects forever, at most a second apart, so the cache is used again
      // soon after it comes back.
      socket: { reconnectStrategy: (retries) => Math.min(100 * retries, 1000) },
      // A command while disconnected fails at once rather than waiting.
      disableOfflineQueue: true,
    });
    shared.__sharedCache = guardedHandler(client, log, {
      prerendered: prerenderedEntries(serverDistDir),
    });
    client.connect().catch((error) => log(`shared cache: ${String(error)}`));
  }
  return { handlers: [shared.__sharedCache] };
});

export default CacheHandler;
