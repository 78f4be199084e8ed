// Shared by the measurement scripts: build the site when the build is stale
// or is not a production build, start `next start` on loopback, and stop every
// server this process started.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { distDir, variantFile } from "../built-pages.mjs";

export const root = process.cwd();
// LOCAL_SERVICES=1: the measured server is a local run, whose settings check
// (docs/product.md §14) accepts the local defaults; it starts no services.
export const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  LOCAL_SERVICES: "1",
};
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

/** @type {{ stop: () => void }[]} */
const running = [];

/** Stops what this process started; also on exit and on Ctrl-C. */
export function stopAll() {
  for (const item of running.splice(0)) item.stop();
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** A positive whole number from the environment, or a clear refusal. */
export function wholeNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(
      `${name} must be a whole number of at least 1, not "${raw}"`,
    );
  }
  return value;
}

/** Runs a script's main function: an error fails the run, and every server stops. */
export function runScript(main) {
  main()
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(stopAll);
}

/** Registers something to stop at the end (a browser, a server). */
export function onStop(stop) {
  running.push({ stop });
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env,
    ...options,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed`);
  }
}

/** Newest modification time among the files the site is built from. */
function newestSource() {
  const inputs = [
    "app",
    "components",
    "lib",
    "data",
    "public",
    "proxy.ts",
    "next.config.mjs",
    "package.json",
    "tailwind.config.ts",
    "postcss.config.mjs",
  ];
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) visit(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of inputs) visit(path.join(root, input));
  return newest;
}

/** What scripts/post-build.mjs recorded about the build, or null without a finished build. */
function builtVariant() {
  try {
    const variant = JSON.parse(
      readFileSync(path.join(root, distDir, variantFile), "utf8"),
    );
    const buildId = readFileSync(path.join(root, distDir, "BUILD_ID"), "utf8");
    return variant.buildId === buildId.trim() ? variant.environment : null;
  } catch {
    return null;
  }
}

/**
 * Builds the site unless a production build newer than every source file is
 * there: a preview build (noindex everywhere) would silently skip the SEO budget.
 */
export function ensureBuild() {
  const buildId = path.join(root, distDir, "BUILD_ID");
  const variant = builtVariant();
  const fresh =
    existsSync(buildId) && statSync(buildId).mtimeMs > newestSource();
  if (fresh && variant === "production") {
    console.log(
      `Using the production build in ${distDir}/ (newer than the sources).`,
    );
    return;
  }
  console.log(
    variant && variant !== "production"
      ? `${distDir}/ holds a ${variant} build; building for production (npm run build)...`
      : "Building the site (npm run build)...",
  );
  const production = { ...env };
  delete production.SITE_ENV;
  delete production.VERCEL_ENV;
  run("npm", ["run", "build"], { env: production });
  const built = builtVariant();
  if (built !== "production") {
    throw new Error(
      `npm run build left a ${built ?? "unfinished"} build in ${distDir}/, not a production one`,
    );
  }
}

/** CPU time, in ms, of a process and its children (`next start` may fork). */
export function cpuMs(pid) {
  let ticks = 0;
  const visit = (id) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, "utf8");
      for (const child of children.split(" ").filter(Boolean)) visit(child);
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return ticks * 10;
}

/** Waits until a server answers on a URL. */
export async function waitFor(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: server exited`);
    try {
      // A server that accepts but never answers must not hang the run.
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer`);
}

/**
 * `next start` on 127.0.0.1 for the site, or for another app directory; stopped
 * with everything else this process started. Resolves once it answers.
 * @param {number} port
 * @param {object} [options]
 * @param {string} [options.dir] an app directory other than the project
 * @param {Record<string, string>} [options.env] e.g. NEXT_DIST_DIR, to serve another build of the site
 * @param {number} [options.niceness] above 0 starts the server under `nice`,
 * so that every thread of it runs at that lower CPU priority
 * @param {boolean} [options.detached] its own process group, so that a signal
 * sent to `-pid` reaches everything it started
 * @returns {Promise<{ url: string, child: import("node:child_process").ChildProcess, stop: () => Promise<void> }>}
 * `stop` resolves once the server has exited, so its folder is free again.
 */
export async function startNext(
  port,
  { dir, env: extraEnv = {}, niceness = 0, detached = false } = {},
) {
  const args = [nextBin, "start", ...(dir ? [dir] : [])];
  args.push("-p", String(port), "-H", "127.0.0.1");
  const command = niceness
    ? ["nice", "-n", String(niceness), process.execPath, ...args]
    : [process.execPath, ...args];
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: { ...env, ...extraEnv },
    detached,
    stdio: ["ignore", "ignore", "inherit"],
  });
  onStop(() => {
    if (child.exitCode === null && child.signalCode === null)
      child.kill("SIGTERM");
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null)
        return resolve(undefined);
      child.once("exit", () => resolve(undefined));
      child.kill("SIGTERM");
    });
  return { url, child, stop };
}

export { nextBin };
export { freePort } from "../free-port.mjs";
