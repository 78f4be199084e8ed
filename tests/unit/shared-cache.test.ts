/**
 * @jest-environment node
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type RedisClientType } from "@redis/client";
import { prerenderedEntries } from "@/lib/server/prerendered.mjs";
import { guardedHandler, keyPrefix } from "@/lib/server/shared-cache.mjs";
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

async function server(
  prerendered?: (key: string) => Promise<unknown>,
): Promise<Handler> {
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
  return guardedHandler(client, (line) => log.push(line), {
    timeoutMs: 300,
    prerendered,
  });
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

describe("the build's pre-rendered routes", () => {
  const key = `/route-cache/APP_PAGE/${"ab12".repeat(16)}/$/about-us`;
  let build = "";
  beforeAll(() => {
    // The files `next build` writes for one page, then `npm run build` rewrites.
    build = mkdtempSync(path.join(tmpdir(), "prerendered-"));
    const app = path.join(build, "app");
    mkdirSync(path.join(app, "about-us.segments"), { recursive: true });
    writeFileSync(
      path.join(app, "about-us.meta"),
      JSON.stringify({
        headers: { "x-next-cache-tags": "_N_T_/about-us" },
        segmentPaths: ["/_tree", "/_full"],
        routeCache: { key },
      }),
    );
    writeFileSync(path.join(app, "about-us.html"), "<style>inlined</style>");
    writeFileSync(path.join(app, "about-us.rsc"), "payload");
    writeFileSync(
      path.join(app, "about-us.segments", "_tree.segment.rsc"),
      "tree",
    );
  });
  afterAll(() => rmSync(build, { recursive: true, force: true }));

  test("are the build's files, served with the cache server stopped and never stored in it", async () => {
    const one = await server(prerenderedEntries(build));
    const page = async () =>
      (await one.get(key, { implicitTags: [] }))?.value as unknown as {
        html: string;
        rscData: Buffer;
        segmentData: Map<string, Buffer>;
      };
    expect((await page()).html).toBe("<style>inlined</style>");
    expect((await page()).rscData.toString()).toBe("payload");
    expect(
      [...(await page()).segmentData].map(([at, data]) => [
        at,
        data.toString(),
      ]),
    ).toEqual([["/_tree", "tree"]]);

    // A render made on request is not stored over it, on any server.
    await one.set(key, entry([], "rendered again"), {});
    expect(await clients.at(-1)!.keys(`${keyPrefix}*about-us*`)).toEqual([]);

    redis.kill("SIGSTOP");
    try {
      expect((await page()).html).toBe("<style>inlined</style>");
    } finally {
      redis.kill("SIGCONT");
    }
  });

  test("are only the keys the build's files were made for", async () => {
    const read = prerenderedEntries(build);
    expect(await read(key.replace("ab12", "cd34"))).toBeNull();
    expect(await read(key.replace("about-us", "missing"))).toBeNull();
    expect(await read("techs-published")).toBeNull();
  });
});
