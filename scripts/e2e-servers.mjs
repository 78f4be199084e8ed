// @ts-check
// Every server the end-to-end tests use, started at once (playwright.config.ts
// names them in E2E_SERVERS). Playwright starts its web servers one after
// another, each once the one before answers: ten of them took the run's first
// minute. Those on the embedded engine start from a copy of one database made
// first (scripts/e2e-database.mts), rather than each migrating and seeding its
// own. When every server answers, the line Playwright waits for is printed;
// when any stops, all stop (scripts/supervise.mjs).
import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import net from "node:net";
import { allAnswer } from "./e2e-servers-ready.mjs";
import { createSupervisor } from "./supervise.mjs";

/**
 * @typedef {{
 *   name: string,
 *   command: string,
 *   env?: Record<string, string>,
 *   url?: string,
 *   port?: number,
 *   database?: string,
 * }} Server
 *   url: answers with a status Playwright counts as ready (below 404);
 *   port: accepts a connection; database: the embedded folder it starts
 *   from, a copy of the one made first
 */

const template = ".data/e2e-first-database";
const pollMs = 100;

/**
 * Whether `server` answers now.
 * @param {Server} server
 */
async function answers(server) {
  if (server.url) {
    try {
      const response = await fetch(server.url, { redirect: "manual" });
      await response.body?.cancel();
      return response.status < 404;
    } catch {
      return false;
    }
  }
  return new Promise((done) => {
    const socket = net.connect(server.port ?? 0, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

/**
 * Resolves once `server` answers.
 * @param {Server} server
 */
async function answered(server) {
  while (!(await answers(server))) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Makes the embedded servers' first database; rejects if that fails. */
function firstDatabase() {
  rmSync(template, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--conditions=react-server",
        "scripts/cms-script.mjs",
        "scripts/e2e-database.mts",
      ],
      {
        stdio: ["ignore", 2, 2],
        env: { ...process.env, DATABASE_DIR: template },
      },
    );
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`scripts/e2e-database.mts exited with ${code}`)),
    );
  });
}

/** @type {Server[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
const supervisor = createSupervisor({
  // Progress and failures to stderr: Playwright reads stdout for one line.
  log: (line) => console.error(line),
});

/** @param {Server} server */
const start = (server) => {
  supervisor.run(server.name, "bash", ["-c", server.command], {
    env: { ...process.env, ...server.env },
    // stdout is Playwright's signal: the servers' own output goes to stderr.
    stdio: ["ignore", 2, 2],
  });
  return answered(server);
};

const ready = servers.filter((server) => !server.database).map(start);
const made = await firstDatabase().then(
  () => true,
  (error) => {
    console.error(String(error));
    supervisor.stop(1);
    return false;
  },
);
if (made) {
  for (const server of servers.filter((s) => s.database)) {
    const folder = /** @type {string} */ (server.database);
    rmSync(folder, { recursive: true, force: true });
    cpSync(template, folder, { recursive: true });
    ready.push(start(server));
  }
  await Promise.all(ready);
  console.log(allAnswer);
}
