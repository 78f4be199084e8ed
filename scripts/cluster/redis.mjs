// @ts-check
// Debian's redis-server as the shared cache (Debian 12 has no valkey-server;
// Valkey speaks the same protocol): loopback only, nothing written to disk, as
// what it holds is a cache every app server can make again from PostgreSQL.

export const redisBin = process.env.REDIS_SERVER || "/usr/bin/redis-server";

/**
 * redis-server's arguments for a cache on `port`.
 * @param {number} port
 */
export function redisArgs(port) {
  return [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
    // Full, it drops the least recently used pages rather than refusing writes.
    "--maxmemory",
    "256mb",
    "--maxmemory-policy",
    "allkeys-lru",
  ];
}
