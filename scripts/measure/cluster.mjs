// For the measurements through nginx (bench:rush and bench:load with
// BENCH_NGINX): a deployment of several servers as npm run serve:cluster
// starts it (docs/several-servers.md), on loopback, stopped with the others.
import { spawn } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { clusterNginxConfig, nginxBin } from "../cluster/nginx.mjs";
import { redisArgs, redisBin } from "../cluster/redis.mjs";
import { freePort, onStop, startNext, waitFor } from "./site-server.mjs";

/**
 * nginx with the cluster's rules before `instances` app servers sharing a
 * redis-server, with `env` for the app servers.
 * @param {number} instances
 * @param {Record<string, string>} env
 * @returns {Promise<{ url: string, pids: number[], stop: () => Promise<unknown> }>}
 */
export async function startCluster(instances, env) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-cluster-"));
  // nginx's workers run as nobody and must reach their temp folders.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "cache"));
  const redisPort = await freePort();
  const redis = spawn(redisBin, redisArgs(redisPort), { stdio: "ignore" });
  onStop(() => redis.kill("SIGTERM"));
  const apps = [];
  for (let i = 0; i < instances; i++) {
    apps.push(
      await startNext(await freePort(), {
        env: {
          ...env,
          VALKEY_URL: `redis://127.0.0.1:${redisPort}`,
          FORM_TRUST_PROXY: "1",
        },
      }),
    );
  }
  const port = await freePort();
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    clusterNginxConfig({
      dir,
      listen: `127.0.0.1:${port}`,
      upstreams: apps.map((app) => new URL(app.url).host),
    }),
  );
  const nginx = spawn(
    nginxBin,
    ["-c", config, "-p", dir, "-e", `${dir}/error.log`],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  onStop(() => nginx.exitCode === null && nginx.kill("SIGQUIT"));
  onStop(() => rmSync(dir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, nginx);
  return {
    url,
    pids: apps.map((app) => /** @type {number} */ (app.child.pid)),
    stop: () => Promise.all(apps.map((app) => app.stop())),
  };
}

/**
 * nginx serving the build's pre-rendered HTML files as they are, as a static
 * host would: what nginx's cache in front of the app servers is held to.
 * @param {string} appDir the build's server/app folder
 * @returns {Promise<{ url: string }>}
 */
export async function startStaticNginx(appDir) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-static-"));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${appDir};
    default_type text/html;
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`,
  );
  const nginx = spawn(
    nginxBin,
    ["-c", config, "-p", dir, "-e", `${dir}/error.log`],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  onStop(() => nginx.exitCode === null && nginx.kill("SIGQUIT"));
  onStop(() => rmSync(dir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, nginx);
  return { url };
}
