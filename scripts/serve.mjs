// Serves the built site and, unless a real Firebase project is configured, the
// local Auth emulator beside it (docs/product.md §5). Either one stopping stops both.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const children = [];
let exitCode = 0;

function run(name, args) {
  // Own process group, so a signal reaches what npx starts beneath it.
  const child = spawn("npx", args, { stdio: "inherit", detached: true });
  child.on("exit", (code) => {
    if (!stopping) console.log(`${name} stopped; stopping the rest.`);
    stop(code ?? 0);
  });
  children.push(child);
}

function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

let stopping = false;
function stop(code) {
  if (!stopping) {
    stopping = true;
    exitCode = code;
    // The emulator shuts down on SIGINT (Ctrl-C) but ignores SIGTERM.
    for (const child of children) signal(child, "SIGINT");
    setTimeout(() => {
      for (const child of children) signal(child, "SIGKILL");
      process.exit(exitCode);
    }, 10_000).unref();
  }
  if (children.every((child) => child.exitCode !== null || child.signalCode)) {
    process.exit(exitCode);
  }
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

if (!process.env.NEXT_PUBLIC_FIREBASE_API_KEY) {
  run("Auth emulator", ["firebase", "emulators:start", "--only", "auth"]);
}
run("Next.js", ["next", "start", "-p", port]);
