// Runs several long-lived programs as one (npm run dev, npm start, npm run
// serve): when any one stops or cannot start, or this process is told to stop,
// all of them stop, and this process exits with the first failure's code.
// Each child runs in its own process group, so a signal reaches what it starts
// beneath it; nothing is left running after this process ends.
import { spawn } from "node:child_process";

/**
 * @param {{ graceMs?: number, log?: (line: string) => void }} [options]
 *   graceMs: how long children get to shut down before they are killed
 */
export function createSupervisor({
  graceMs = 10_000,
  log = (line) => console.log(line),
} = {}) {
  /** @type {{ name: string, child: import("node:child_process").ChildProcess, done: boolean }[]} */
  const children = [];
  let stopping = false;
  let exitCode = 0;

  const signal = (entry, name) => {
    if (entry.done || entry.child.pid === undefined) return;
    try {
      process.kill(-entry.child.pid, name);
    } catch {
      // The group is already gone.
    }
  };

  const finishIfDone = () => {
    if (stopping && children.every((entry) => entry.done)) {
      process.exit(exitCode);
    }
  };

  /** Stops every child: SIGINT first (the Auth emulator ignores SIGTERM), SIGKILL after the grace period. */
  function stop(code) {
    if (!stopping) {
      stopping = true;
      exitCode = code;
      for (const entry of children) signal(entry, "SIGINT");
      setTimeout(() => {
        for (const entry of children) signal(entry, "SIGKILL");
        process.exit(exitCode);
      }, graceMs).unref();
    }
    finishIfDone();
  }

  /** Starts one program; its end, or its failure to start, stops the rest. */
  function run(name, command, args, options = {}) {
    if (stopping) return;
    const child = spawn(command, args, {
      stdio: "inherit",
      detached: true,
      ...options,
    });
    const entry = { name, child, done: false };
    children.push(entry);
    child.on("error", (error) => {
      // Spawning failed (no such program); no exit event may follow.
      entry.done = true;
      log(`${name} could not start (${error.message}); stopping the rest.`);
      stop(1);
    });
    child.on("exit", (code, signalName) => {
      entry.done = true;
      // The group may hold grandchildren that outlive the child itself.
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Nothing left in it.
      }
      if (!stopping) {
        log(
          `${name} stopped (${signalName ?? `exit code ${code}`}); stopping the rest.`,
        );
      }
      stop(stopping ? exitCode : code || (signalName ? 1 : 0));
    });
  }

  for (const name of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(name, () => stop(0));
  }
  process.on("uncaughtException", (error) => {
    console.error(error);
    stop(1);
  });
  // Last resort on any exit: no child group may outlive this process.
  process.on("exit", () => {
    for (const entry of children) signal(entry, "SIGKILL");
  });

  return { run, stop };
}
