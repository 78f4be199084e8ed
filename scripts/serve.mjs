// Serves the built site and beside it, unless real ones are configured, the
// local Auth emulator (no Firebase API key; docs/product.md §5) and MailDev (no
// SMTP_URL; §6), which receives the requests. Any one stopping stops them all.
import { spawn } from "node:child_process";
import { maildevArgs, maildevInbox } from "./maildev.mjs";

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
if (!process.env.SMTP_URL) {
  run("MailDev", [...maildevArgs]);
  console.log(
    `Booking and contact requests go to MailDev: open ${maildevInbox} to read them.`,
  );
}
run("Next.js", ["next", "start", "-p", port]);
