import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

// A production server checks its settings and its build as it starts
// (docs/product.md §14), and stops at once with a readable message instead of
// answering 500 page by page. These start `next start` on the production build
// the way an operator would, with settings given here and nothing else.

const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
// Beside the ports playwright.config.ts gives its servers and MailDev.
const port = Number(process.env.E2E_PORT ?? 3100) + 8;

/**
 * Starts next start; resolves with its exit code and everything it printed,
 * stopping it once it has printed `until`, where given.
 */
function start(env: Record<string, string>, until?: string) {
  const child = spawn(
    process.execPath,
    [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const read = (chunk: Buffer) => {
    output += chunk;
    if (until && output.includes(until)) child.kill("SIGTERM");
  };
  child.stdout.on("data", read);
  child.stderr.on("data", read);
  // A server that does not refuse would run on: stop it, and fail below.
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

// One at a time: they share a port.
test.describe.configure({ mode: "serial" });

test("wrong settings stop the server with one list of everything wrong", async () => {
  const { code, output } = await start({
    SMTP_URL: "mail.example.com",
    MAIL_TO: "desk",
    FORM_TRUST_PROXY: "yes",
  });
  expect(code).toBe(1);
  expect(output).toContain(
    [
      "The server did not start: 8 settings are missing or wrong (NODE_ENV=production).",
      "  - SMTP_URL: must be a smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465",
      "  - MAIL_TO: must be one e-mail address, e.g. desk@example.com",
      "  - FORM_TRUST_PROXY: FORM_TRUST_PROXY must be 1, true, 0 or false (or unset)",
      "  - NEXT_PUBLIC_SITE_URL: not set: the public origin for canonical links and the sitemap, e.g. https://example.com (or LOCAL_SERVICES=1 for http://localhost:3000)",
      "  - NEXT_PUBLIC_FIREBASE_API_KEY: not set: the Firebase project's web API key, which sign-in needs (or LOCAL_SERVICES=1 for the Auth emulator)",
      "  - FIREBASE_PROJECT_ID: not set, nor NEXT_PUBLIC_FIREBASE_PROJECT_ID: the server checks sign-in tokens against this Firebase project",
      "  - GOOGLE_APPLICATION_CREDENTIALS: not set, nor FIREBASE_SERVICE_ACCOUNT: the server needs the Firebase project's service account, as a key file's path or as its JSON",
      "  - CRON_SECRET: not set: the secret the periodic work's route (/api/cron) and the backup route ask for, as `Authorization: Bearer …`; at least 16 characters, e.g. the output of `openssl rand -hex 32`",
      'Set them in the environment; README.md, "Settings", lists each one.',
    ].join("\n"),
  );
});

test("a NEXT_PUBLIC_ value the build was not made with is refused", async () => {
  const { code, output } = await start({
    LOCAL_SERVICES: "1",
    NEXT_PUBLIC_FIREBASE_API_KEY: "set-only-at-start",
  });
  expect(code).toBe(1);
  expect(output).toContain(
    '  - NEXT_PUBLIC_FIREBASE_API_KEY: this server was started with "set-only-at-start", but the build was made with none;',
  );
});

test.describe("an incomplete build", () => {
  // A copy of the production build made of links, without the file that
  // scripts/post-build.mjs writes after `next build`.
  const dir = `.next-incomplete-${randomUUID()}`;
  test.beforeAll(() => {
    mkdirSync(path.join(root, dir));
    for (const entry of readdirSync(path.join(root, ".next"))) {
      if (entry === "inline-script-hashes.json") continue;
      symlinkSync(path.join(root, ".next", entry), path.join(root, dir, entry));
    }
  });
  test.afterAll(() => rmSync(path.join(root, dir), { recursive: true }));

  test("without the post-build step refuses to start, naming the missing file", async () => {
    const { code, output } = await start({
      LOCAL_SERVICES: "1",
      NEXT_DIST_DIR: dir,
    });
    expect(code).toBe(1);
    expect(output).toContain(
      `The server did not start: the build is incomplete. ${path.join(root, dir, "inline-script-hashes.json")} is missing or unreadable: build with \`npm run build\`, which writes it after \`next build\`.`,
    );
  });

  test("with another build's hashes refuses to start too", async () => {
    writeFileSync(
      path.join(root, dir, "inline-script-hashes.json"),
      JSON.stringify({ buildId: "another-build", routes: {} }),
    );
    const { code, output } = await start({
      LOCAL_SERVICES: "1",
      NEXT_DIST_DIR: dir,
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /The server did not start: the build is incomplete\. \S+inline-script-hashes\.json belongs to build another-build, not to \S+: rebuild with `npm run build`\./,
    );
  });
});

test("a server that starts says which Node.js it runs on: the one engines asks for", async () => {
  const dir = `.data/e2e-start-${randomUUID()}`;
  const { output } = await start(
    { LOCAL_SERVICES: "1", DATABASE_DIR: dir },
    "Serving on Node.js",
  );
  rmSync(path.join(root, dir), { recursive: true, force: true });
  const major = Number(/Serving on Node\.js v(\d+)\./.exec(output)?.[1]);
  const engines = (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      engines: { node: string };
    }
  ).engines.node;
  expect(engines).toMatch(/^>=\d+$/);
  expect(major).toBeGreaterThanOrEqual(Number(engines.slice(2)));
});
