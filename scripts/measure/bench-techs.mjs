// npm run bench:techs: how long a Tech profile's public page takes when it is
// served from the data cache, and how long a Tech's save takes, on the
// embedded engine (PGlite) and on PostgreSQL (a throwaway cluster from
// scripts/with-postgres.mjs), with the Auth emulator (npm run emulator) for
// the accounts. p50 and p95 of BENCH_REQUESTS (default 200) one at a time,
// after 10 to warm up.
//
// On PostgreSQL the server reaches the database through a relay of this
// script's own; once the views are measured the relay is closed, and a view
// must still answer with the profile: proof that a cached view runs no query.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultEmulatorHost } from "../../lib/firebase/emulator.mjs";
import {
  ensureBuild,
  freePort,
  onStop,
  runScript,
  startNext,
  wholeNumber,
} from "./site-server.mjs";

const count = wholeNumber("BENCH_REQUESTS", 200);
const warmUp = 10;
const emulator = `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1`;
const password = "correct horse battery";

async function startSite(settings) {
  return startNext(await freePort(), {
    env: { SMTP_URL: "smtp://127.0.0.1:9", ...settings },
  });
}

/** A new account on the emulator, with a claim set by the project's own script. */
async function account(role, claimArgs) {
  const email = `bench-${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await fetch(`${emulator}/accounts:signUp?key=any`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) {
    throw new Error(
      `The Auth emulator at ${defaultEmulatorHost} refused a sign-up; start it with npm run emulator`,
    );
  }
  const body = await response.json();
  execFileSync("node", ["scripts/staff.mjs", ...claimArgs, email], {
    stdio: "ignore",
  });
  return { uid: body.localId, token: body.idToken };
}

/** A TCP relay to the database that can be cut. */
async function relay(target) {
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    cut: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

async function timed(times, run) {
  for (let i = 0; i < warmUp + count; i++) {
    const started = performance.now();
    await run(i);
    if (i >= warmUp) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) =>
    times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { p50: at(0.5), p95: at(0.95) };
}

const profile = (handle, i = 0) => ({
  handle,
  displayName: "Bench Mark",
  headline: `Networks that stay up, take ${i}`,
  about: "Printers, routers and patience.",
  skills: ["printer-installation"],
  ownSkills: "",
  zips: "10001 10002",
  remote: true,
  years: "12",
  languages: "English",
});

async function measure(label, settings, cut) {
  const site = await startSite(settings);
  const tech = await account("tech", ["tech", "add"]);
  const staff = await account("staff", ["add"]);
  const handle = `bench-${Date.now().toString(36)}`;
  const post = (path, token, body) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Origin: site.url,
      },
      body: JSON.stringify(body),
    });
  const saved = await post("/tech/api/profile", tech.token, {
    ...profile(handle),
    submit: true,
  });
  if (!saved.ok) throw new Error(`${label}: save answered ${saved.status}`);
  const { profile: own } = await saved.json();
  const published = await post(`/staff/api/techs/${tech.uid}`, staff.token, {
    action: "publish",
    expectedVersion: own.version,
  });
  if (!published.ok) {
    throw new Error(`${label}: publish answered ${published.status}`);
  }

  const view = await timed([], async () => {
    const response = await fetch(`${site.url}/techs/${handle}`);
    const html = await response.text();
    if (response.status !== 200 || !html.includes("Bench Mark")) {
      throw new Error(`${label}: the profile page answered ${response.status}`);
    }
  });
  let noQuery = "not checked in this row";
  if (cut) {
    cut();
    const response = await fetch(`${site.url}/techs/${handle}`);
    const html = await response.text();
    if (response.status !== 200 || !html.includes("Bench Mark")) {
      throw new Error(
        `${label}: with the database cut off, the cached view answered ${response.status}: it queried the database`,
      );
    }
    noQuery = "yes: 200 with the database cut off";
  }
  const save = cut
    ? undefined
    : await timed([], async (i) => {
        const response = await post("/tech/api/profile", tech.token, {
          ...profile(handle, i),
          submit: false,
        });
        if (!response.ok) {
          throw new Error(
            `${label}: save ${i + 1} answered ${response.status}`,
          );
        }
      });
  await site.stop();
  return { label, view, save, noQuery };
}

runScript(async () => {
  const postgres = process.env.TEST_DATABASE_URL;
  if (!postgres) {
    throw new Error(
      "run through `npm run bench:techs`, which starts PostgreSQL",
    );
  }
  ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-techs-"));
  onStop(() => rmSync(dir, { recursive: true, force: true }));
  const target = new URL(postgres);
  const cutRelay = await relay(target);
  const relayed = new URL(postgres);
  relayed.host = `127.0.0.1:${cutRelay.port}`;
  const rows = [
    await measure("embedded (PGlite)", { DATABASE_DIR: dir }),
    await measure("PostgreSQL 15", { DATABASE_URL: postgres }),
    await measure(
      "PostgreSQL 15, database cut after the views",
      { DATABASE_URL: relayed.href },
      cutRelay.cut,
    ),
  ];
  const ms = (n) => (n === undefined ? "—" : `${n.toFixed(1)} ms`);
  console.log(`\n${count} requests each, one at a time, after ${warmUp}:\n`);
  console.log(
    "| database | cached view p50 | p95 | save p50 | p95 | cached view ran no query |",
  );
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${ms(r.view.p50)} | ${ms(r.view.p95)} | ${ms(r.save?.p50)} | ${ms(r.save?.p95)} | ${r.noQuery} |`,
    );
  }
});
