// npm run serve:cluster: the built site as a deployment of several servers
// would run it, on one machine (docs/several-servers.md): nginx on PORT
// (default 3000) balancing INSTANCES app servers (default: one per core), all
// on the PostgreSQL of DATABASE_URL, sharing one cache in the Valkey or Redis
// of VALKEY_URL, or in a redis-server started here. nginx and redis-server are
// installed from Debian's packages when missing. Ctrl-C or SIGTERM stops
// everything it started.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clusterNginxConfig, nginxBin } from "./cluster/nginx.mjs";
import { redisArgs, redisBin } from "./cluster/redis.mjs";
import { freePort } from "./free-port.mjs";
import { bin } from "./local-services.mjs";
import { createSupervisor } from "./supervise.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT || 3000);
const instances = Number(process.env.INSTANCES || availableParallelism());

if (!process.env.DATABASE_URL) {
  console.error(
    [
      "npm run serve:cluster needs DATABASE_URL: several servers share one PostgreSQL,",
      "and the embedded database (PGlite) belongs to one server alone.",
      "  - a PostgreSQL of your own: DATABASE_URL=postgres://user:password@host:5432/db npm run serve:cluster",
      "  - a throwaway one on this machine, removed when it stops:",
      "      node scripts/with-postgres.mjs sh -c 'DATABASE_URL=$TEST_DATABASE_URL npm run serve:cluster'",
      "Nothing was started.",
    ].join("\n"),
  );
  process.exit(2);
}
if (!Number.isInteger(instances) || instances < 1) {
  console.error(
    `INSTANCES must be a whole number of servers, not "${process.env.INSTANCES}".`,
  );
  process.exit(2);
}

/** @param {string} program @param {string} pkg */
function ensure(program, pkg) {
  const done = spawnSync(
    "bash",
    [path.join(root, "scripts/ensure-program.sh"), program, pkg],
    {
      stdio: "inherit",
    },
  );
  if (done.status !== 0) process.exit(done.status ?? 1);
}
ensure(nginxBin, "nginx-light");

const dir = mkdtempSync(path.join(tmpdir(), "serve-cluster-"));
// nginx's workers run as nobody and must reach their temp folders.
chmodSync(dir, 0o755);
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
const supervisor = createSupervisor();

let cacheUrl = process.env.VALKEY_URL || process.env.REDIS_URL;
if (!cacheUrl) {
  ensure(redisBin, "redis-server");
  const redisPort = await freePort();
  cacheUrl = `redis://127.0.0.1:${redisPort}`;
  supervisor.run("redis-server", redisBin, redisArgs(redisPort), {
    stdio: ["ignore", "ignore", "inherit"],
  });
  console.log(`cache: redis-server at ${cacheUrl}`);
} else {
  console.log(`cache: ${cacheUrl.replace(/\/\/[^@/]*@/, "//…@")} (given)`);
}

const upstreams = [];
for (let i = 0; i < instances; i++) {
  const appPort = await freePort();
  upstreams.push(`127.0.0.1:${appPort}`);
  supervisor.run(
    `app server ${i + 1}`,
    bin("next"),
    ["start", "-p", String(appPort), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        VALKEY_URL: cacheUrl,
        // nginx puts the visitor's address last in X-Forwarded-For.
        FORM_TRUST_PROXY: "1",
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  );
  console.log(`app server ${i + 1}: http://127.0.0.1:${appPort}`);
}

mkdirSync(path.join(dir, "cache"));
const config = path.join(dir, "nginx.conf");
writeFileSync(
  config,
  clusterNginxConfig({ dir, listen: `${port}`, upstreams }),
);
supervisor.run("nginx", nginxBin, [
  "-c",
  config,
  "-p",
  dir,
  "-e",
  `${dir}/error.log`,
]);
console.log(`nginx: http://127.0.0.1:${port} (its log: ${dir}/error.log)`);
