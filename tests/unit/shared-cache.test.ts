/**
 * @jest-environment node
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createClient, type RedisClientType } from "@redis/client";
import { guardedHandler } from "@/lib/server/shared-cache.mjs";
import { redisArgs, redisBin } from "@/scripts/cluster/redis.mjs";
import { freePort } from "@/scripts/free-port.mjs";

// Two app servers' cache handlers on one real redis-server (Debian's, as
// npm run serve:cluster starts it): what one revalidates the other no longer
// reads, and a cache server that stops answering costs misses, never a
// stale page, during the outage or after it (docs/several-servers.md).

type Handler = ReturnType<typeof guardedHandler>;

let redis: ChildProcess;
let clients: RedisClientType[] = [];
const logs: string[][] = [];

async function server(): Promise<Handler> {
  const client = createClient({
    url,
    socket: { reconnectStrategy: () => 50 },
    disableOfflineQueue: true,
  }) as RedisClientType;
  client.on("error", () => undefined);
  await client.connect();
  clients.push(client);
  const log: string[] = [];
  logs.push(log);
  return guardedHandler(client, (line) => log.push(line), 300);
}

function entry(tags: string[], text: string) {
  return {
    lastModified: Date.now(),
    lifespan: null,
    tags,
    value: { kind: "FETCH", data: { body: text }, revalidate: false },
  } as unknown as Parameters<Handler["set"]>[1];
}

async function read(handler: Handler, key: string) {
  const found = await handler.get(key, { implicitTags: [] });
  return (found?.value as { data?: { body?: string } } | undefined)?.data?.body;
}

let url = "";
beforeAll(async () => {
  if (spawnSync(redisBin, ["--version"]).status !== 0) {
    throw new Error(
      `${redisBin} is missing: run bash scripts/ensure-program.sh ${redisBin} redis-server`,
    );
  }
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  redis = spawn(redisBin, redisArgs(port), { stdio: "ignore" });
  const probe = createClient({ url }) as RedisClientType;
  probe.on("error", () => undefined);
  for (let i = 0; !probe.isReady && i < 100; i++) {
    await probe.connect().catch(() => new Promise((r) => setTimeout(r, 50)));
  }
  await probe.quit();
});

afterAll(async () => {
  for (const client of clients) client.destroy();
  clients = [];
  redis.kill("SIGKILL");
});

test("a tag revalidated through one server is gone from the other", async () => {
  const [one, two] = [await server(), await server()];
  await one.set("profiles", entry(["techs"], "Ada"), {});
  expect(await read(two, "profiles")).toBe("Ada");
  await two.revalidateTag("techs");
  expect(await read(one, "profiles")).toBeUndefined();
});

test("a paused cache server costs misses, and what was revalidated meanwhile is not read once it is back", async () => {
  const [one, two] = [await server(), await server()];
  await one.set("list", entry(["techs"], "before"), {});
  expect(await read(two, "list")).toBe("before");

  redis.kill("SIGSTOP");
  try {
    // Every call answers, without the cache, within its timeout.
    expect(await read(one, "list")).toBeUndefined();
    await one.revalidateTag("techs");
    expect(await read(two, "list")).toBeUndefined();
  } finally {
    redis.kill("SIGCONT");
  }
  expect(logs.at(-2)!.join("\n")).toMatch(
    /shared cache unreachable, serving without it/,
  );

  // Back: each server empties the site's keys before using it again, so the
  // entry written before the revalidation it missed is never read.
  const deadline = Date.now() + 10_000;
  let seen: string | undefined;
  while (seen !== "after" && Date.now() < deadline) {
    await one.set("other", entry([], "after"), {});
    seen = await read(two, "other");
    if (seen !== "after") await new Promise((r) => setImmediate(r));
  }
  expect(seen).toBe("after");
  expect(await read(one, "list")).toBeUndefined();
  expect(await read(two, "list")).toBeUndefined();
  expect(logs.at(-1)!.join("\n")).toMatch(/shared cache back/);
});
