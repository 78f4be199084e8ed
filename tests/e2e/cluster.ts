import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import { services } from "@/data/services";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { clusterNginxConfig, nginxBin } from "@/scripts/cluster/nginx.mjs";
import { redisArgs, redisBin } from "@/scripts/cluster/redis.mjs";
import { freePort } from "@/scripts/free-port.mjs";
import { expect } from "./fixtures";

// A deployment of several servers started by a test, as npm run
// serve:cluster starts one (docs/several-servers.md): its own redis-server,
// app servers on a PostgreSQL database of its own, and nginx in front, each
// on a free port, with everything each one prints kept for the test to read.

/** A program the test started, and what it has printed so far. */
export type Part = {
  readonly url: string;
  readonly child: ChildProcess;
  output(): string;
};

const parts: ChildProcess[] = [];

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  parts.push(child);
  return { child, output: () => output };
}

/** Waits until `url` answers, or fails with what the program printed. */
async function answering(url: string, part: { output: () => string }) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer:\n${part.output()}`);
}

/** Stops everything the test started. */
export function stopAll(): void {
  for (const child of parts.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM, not SIGKILL: nginx's master then stops its workers too.
      child.kill("SIGCONT");
      child.kill("SIGTERM");
    }
  }
}

/** A new database on the PostgreSQL of the test run, which the servers migrate. */
export async function newDatabase(): Promise<string> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `cluster_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Debian's redis-server on a free port. */
export async function startCache(): Promise<Part & { port: number }> {
  const port = await freePort();
  const part = run(redisBin, redisArgs(port));
  const deadline = Date.now() + 10_000;
  while (!part.output().includes("Ready to accept connections")) {
    if (Date.now() > deadline) throw new Error(part.output());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ...part, port, url: `redis://127.0.0.1:${port}` };
}

/** One `next start` of the production build on `database`, sharing `cache`. */
export async function startApp(database: string, cache: string) {
  const port = await freePort();
  const part = run(
    process.execPath,
    [
      path.join("node_modules", "next", "dist", "bin", "next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      LOCAL_SERVICES: "1",
      DATABASE_URL: database,
      VALKEY_URL: cache,
      // Mail waits in this database's outbox: no inbox is read here.
      SMTP_URL: "smtp://127.0.0.1:9",
      FORM_RATE_LIMIT: "1000000",
      FORM_TRUST_PROXY: "1",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await answering(`${url}/robots.txt`, part);
  return { ...part, url };
}

/** nginx as npm run serve:cluster configures it, before `apps`. */
export async function startNginx(apps: readonly Part[]): Promise<Part> {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-nginx-"));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "cache"));
  const port = await freePort();
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    clusterNginxConfig({
      dir,
      listen: `127.0.0.1:${port}`,
      upstreams: apps.map((app) => new URL(app.url).host),
      workers: 1,
    }),
  );
  const part = run(nginxBin, [
    "-c",
    config,
    "-p",
    dir,
    "-e",
    `${dir}/error.log`,
  ]);
  part.child.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  await answering(`${url}/robots.txt`, part);
  return { ...part, url };
}

/** A new account on the Auth emulator, with the roles `scripts/staff.mjs` gives. */
export async function account(request: APIRequestContext, ...role: string[]) {
  const email = `cluster-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post(
    `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      data: {
        email,
        password: "correct horse battery",
        returnSecureToken: true,
      },
    },
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { localId: string; idToken: string };
  execFileSync("node", ["scripts/staff.mjs", ...role, email]);
  return {
    uid: body.localId,
    headers: { Authorization: `Bearer ${body.idToken}` },
  };
}

/**
 * A Tech's profile sent for review through `origin`, and a staff account
 * acting on it through that server's desk; nothing is published yet.
 */
export async function techOnDesk(request: APIRequestContext, origin: string) {
  const tech = await account(request, "tech", "add");
  const staff = await account(request, "add");
  const handle = `shared-${Date.now().toString(36)}`;
  const saved = await request.post(`${origin}/tech/api/profile`, {
    headers: tech.headers,
    data: {
      handle,
      displayName: "Grace Shared",
      headline: "One cache for every server",
      about: "Printers, routers and patience.",
      skills: [services[0]!.slug],
      // Where the Tech works; ZIP codes are saved with the hours instead.
      remote: true,
      years: "9",
      languages: "English",
      submit: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const desk = `${origin}/staff/api/techs/${tech.uid}`;
  const act = async (body: Record<string, string>) => {
    const open = await request.get(desk, { headers: staff.headers });
    const { version } = (await open.json()) as { version: number };
    const done = await request.post(desk, {
      headers: staff.headers,
      data: { ...body, expectedVersion: version },
    });
    expect(done.status(), await done.text()).toBe(200);
  };
  return { uid: tech.uid, handle, act, staff };
}
