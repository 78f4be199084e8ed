/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Real processes, as `npm run dev` and `npm start` would be: each opens the
// embedded engine's folder through the site's own connection.
const root = path.resolve(__dirname, "../../..");
const fixture = path.join(__dirname, "fixtures", "hold-database.mts");

type Run = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

function open(dir: string): Run {
  // Node itself, with tsx as a loader, so the pid is the process that holds it.
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", fixture],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", DATABASE_DIR: dir },
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

/** Waits until the process holds the folder, or fails with what it said. */
async function holding(run: Run): Promise<void> {
  const deadline = Date.now() + 110_000;
  while (!/holding \d+/.test(run.output())) {
    if (run.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(
        `the first process did not open the folder: ${run.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the embedded engine's folder lock", () => {
  let base: string;
  const started: ChildProcess[] = [];
  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), "folder-lock-"));
  });
  afterAll(() => {
    for (const child of started)
      if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(base, { recursive: true, force: true });
  });

  it("refuses a second process with a sentence naming the folder and the holder, and takes over a dead one's lock", async () => {
    const dir = path.join(base, "pglite");
    const first = open(dir);
    started.push(first.child);
    await holding(first);
    const holder = first.child.pid;

    const second = open(dir);
    started.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The database folder ${dir} is in use by process ${holder} (another server, \`npm run dev\` or a script): stop it first, or set DATABASE_DIR to another folder.`,
    );

    // Killed: no chance to remove its lock file.
    first.child.kill("SIGKILL");
    await first.exited;
    expect(existsSync(`${dir}.lock`)).toBe(true);

    const third = open(dir);
    started.push(third.child);
    await holding(third);
    expect(JSON.parse(readFileSync(`${dir}.lock`, "utf8"))).toMatchObject({
      pid: third.child.pid,
    });
    third.child.kill("SIGTERM");
    await third.exited;
  }, 240_000);
});
