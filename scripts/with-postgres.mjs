// Runs a command beside a throwaway PostgreSQL server: Debian's PostgreSQL
// (installed with apt-get when missing, as scripts/ensure-chromium.sh does for
// Chromium), a new cluster in a temporary folder on a free loopback port, and
// TEST_DATABASE_URL pointing at it. The cluster is stopped and its folder
// removed when the command ends, fails or is interrupted.
//
//   node scripts/with-postgres.mjs jest tests/db
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: node scripts/with-postgres.mjs COMMAND [ARGS...]");
  process.exit(2);
}

function binDir() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) =>
        existsSync(path.join(root, v, "bin", "initdb")),
      )
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], "bin");
}

function sh(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} exited with ${result.status}`);
  }
}

let bin = binDir();
if (!bin) {
  console.log(
    "PostgreSQL not found under /usr/lib/postgresql: installing Debian's postgresql package for the database tests",
  );
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args) =>
    sh(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt("apt-get", "update", "-qq");
  apt("apt-get", "install", "-y", "-qq", "postgresql");
  bin = binDir();
  if (!bin)
    throw new Error("apt-get installed postgresql, but no initdb was found");
}

// PostgreSQL refuses to run as root; as root, the cluster belongs to `postgres`.
const asRoot = process.getuid?.() === 0;
const folder = mkdtempSync(path.join(tmpdir(), "pg-test-"));
chmodSync(folder, 0o777);
const data = path.join(folder, "data");
function pgTool(tool, args, options) {
  const full = path.join(bin, tool);
  return asRoot
    ? sh("runuser", ["-u", "postgres", "--", full, ...args], options)
    : sh(full, args, options);
}

const port = await freePort();
let started = false;
function stop() {
  if (started) {
    started = false;
    try {
      pgTool("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"], {
        stdio: "ignore",
      });
    } catch {
      // Already gone.
    }
  }
  rmSync(folder, { recursive: true, force: true });
}

let child;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child?.kill(signal);
    stop();
    process.exit(130);
  });
}

try {
  pgTool("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"], {
    stdio: "ignore",
  });
  pgTool(
    "pg_ctl",
    [
      "-D",
      data,
      "-w",
      "-l",
      path.join(folder, "log"),
      "-o",
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "start",
    ],
    { stdio: "ignore" },
  );
  started = true;
} catch (error) {
  stop();
  throw error;
}
const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(
  `PostgreSQL (${path.basename(path.dirname(bin))}) for the tests at ${url}`,
);
child = spawn(command[0], command.slice(1), {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
child.on("error", (error) => {
  console.error(`${command[0]}: ${error.message}`);
  stop();
  process.exit(1);
});
child.on("exit", (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
