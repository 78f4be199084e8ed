/** @jest-environment node */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// scripts/supervise.mjs, which npm run dev, npm start and npm run serve run
// their programs under: a child that fails or cannot start, or a stop signal,
// ends them all, and no process is left behind. Each run marks its processes
// with an environment variable, so the test can look for survivors in /proc.

const root = path.resolve(__dirname, "../..");
const node = process.execPath;

/**
 * Processes whose environment carries `marker`. They are killed once listed,
 * so that a failing run reports them instead of hanging on their open pipes.
 */
function survivors(marker: string): number[] {
  const found = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, "utf8")
          .split("\0")
          .includes(`SUPERVISE_TEST=${marker}`);
      } catch {
        return false;
      }
    })
    .map(Number);
  for (const pid of found) process.kill(pid, "SIGKILL");
  return found;
}

/** Runs a supervisor over `programs` (name, command, args); resolves with its exit. */
function supervise(
  programs: [string, string, string[]][],
  { onStart }: { onStart?: (pid: number) => void } = {},
) {
  const marker = randomUUID();
  const script = `
    import { createSupervisor } from ${JSON.stringify(path.join(root, "scripts/supervise.mjs"))};
    const supervisor = createSupervisor({ graceMs: 1500 });
    for (const [name, command, args] of ${JSON.stringify(programs)}) supervisor.run(name, command, args);
    console.log("started");
  `;
  const child = spawn(node, ["--input-type=module", "-e", script], {
    env: { ...process.env, SUPERVISE_TEST: marker },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
    if (output.includes("started")) onStart?.(child.pid!);
  });
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise<{
    code: number | null;
    output: string;
    marker: string;
  }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output, marker })),
  );
}

/** A program that runs until it is stopped, and starts a grandchild that does too. */
const longRunner: [string, string[]] = [
  node,
  [
    "-e",
    `require("node:child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" }); setInterval(() => {}, 1000);`,
  ],
];
/** A program that ignores SIGINT and SIGTERM, so only SIGKILL ends it. */
const stubborn: [string, string[]] = [
  node,
  [
    "-e",
    `for (const s of ["SIGINT", "SIGTERM"]) process.on(s, () => {}); setInterval(() => {}, 1000);`,
  ],
];

describe("the supervisor of npm run dev, start and serve", () => {
  it("stops everything when one child fails, and exits with its code", async () => {
    const { code, output, marker } = await supervise([
      ["runner", ...longRunner],
      ["stubborn", ...stubborn],
      ["failing", node, ["-e", "setTimeout(() => process.exit(3), 300)"]],
    ]);
    expect(code).toBe(3);
    expect(output).toContain(
      "failing stopped (exit code 3); stopping the rest.",
    );
    expect(survivors(marker)).toEqual([]);
  }, 20_000);

  it("stops everything when a child cannot start at all", async () => {
    const { code, output, marker } = await supervise([
      ["runner", ...longRunner],
      ["missing", path.join(root, "node_modules/.bin/no-such-program"), []],
    ]);
    expect(code).toBe(1);
    expect(output).toContain("missing could not start (spawn");
    expect(survivors(marker)).toEqual([]);
  }, 20_000);

  it("stops everything, grandchildren included, when it is killed with SIGTERM", async () => {
    const { code, marker } = await supervise(
      [
        ["runner", ...longRunner],
        ["stubborn", ...stubborn],
      ],
      { onStart: (pid) => setTimeout(() => process.kill(pid, "SIGTERM"), 500) },
    );
    expect(code).toBe(0);
    expect(survivors(marker)).toEqual([]);
  }, 20_000);
});

describe("npm run serve", () => {
  it("exits non-zero and leaves nothing running when next start fails", async () => {
    const marker = randomUUID();
    const child = spawn(node, [path.join(root, "scripts/serve.mjs")], {
      cwd: root,
      env: {
        ...process.env,
        SUPERVISE_TEST: marker,
        // No build there, so next start stops at once.
        NEXT_DIST_DIR: ".next-no-such-build",
        LOCAL_SERVICES: "",
        PORT: "3599",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("Next.js stopped (exit code 1)");
    expect(survivors(marker)).toEqual([]);
  }, 30_000);
});
