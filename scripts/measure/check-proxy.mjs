// `npm run check:proxy`: the deploy path "one server behind a reverse proxy"
// (README, "Deploying"), tried on loopback with Debian's nginx. It starts the
// production build with FORM_TRUST_PROXY=1 behind an nginx configured as the
// README says, then checks that
// - every security header arrives through the proxy as the server sent it;
// - the form rate limit counts each client's own address: clients connect from
//   127.0.0.2 and 127.0.0.3, and a forged X-Forwarded-For gains nothing;
// - the violation-report endpoint limits per client address the same way.
// Writes reports/proxy-check.md; exits 1 on any failed check.
import { spawn } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  ensureBuild,
  env,
  freePort,
  nextBin,
  onStop,
  root,
  runScript,
  waitFor,
} from "./site-server.mjs";

const nginxBin = process.env.NGINX || "/usr/sbin/nginx";
const formLimit = 2;

/** The nginx configuration the README gives, on loopback ports, in `dir`. */
export function nginxConfig({ dir, listen, upstream }) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
daemon off;
events { worker_connections 64; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server_tokens off;
  server {
    listen ${listen};
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

/** One HTTP request from a chosen loopback address. */
function send({
  port,
  path: target,
  method = "GET",
  headers = {},
  body,
  from,
}) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: target,
        method,
        headers,
        localAddress: from,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Posts the contact form the way a browser without JavaScript does. */
async function postContact(port, from, headers = {}) {
  const page = await send({ port, path: "/contact-us", from });
  const form = new FormData();
  for (const [, name, value = ""] of page.body.matchAll(
    /<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g,
  )) {
    form.append(name, value.replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
  }
  form.append("name", "Proxy Check");
  form.append("email", "proxy-check@example.com");
  form.append("message", "Sent through nginx by npm run check:proxy.");
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const answer = await send({
    port,
    path: "/contact-us",
    method: "POST",
    from,
    body,
    headers: {
      "content-type": encoded.headers.get("content-type"),
      "content-length": body.length,
      origin: `http://127.0.0.1:${port}`,
      ...headers,
    },
  });
  if (answer.body.includes("Too many requests")) return "refused";
  // Counted: kept and confirmed (the mail server is down on purpose).
  if (answer.body.includes("Thank you, your message is on its way"))
    return "counted";
  return `unexpected answer ${answer.status}`;
}

const securityHeaderNames = [
  "content-security-policy",
  "reporting-endpoints",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "x-robots-tag",
];

async function main() {
  ensureBuild();
  const appPort = await freePort();
  const proxyPort = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "proxy-check-"));
  // nginx's workers run as nobody and must reach the temp folders.
  chmodSync(dir, 0o755);
  const serverEnv = { ...env };
  // A database of its own, so that a rerun within the limit's window starts clean.
  delete serverEnv.DATABASE_URL;
  const app = spawn(
    process.execPath,
    [nextBin, "start", "-p", String(appPort), "-H", "127.0.0.1"],
    {
      cwd: root,
      env: {
        ...serverEnv,
        DATABASE_DIR: path.join(dir, "database"),
        FORM_TRUST_PROXY: "1",
        FORM_RATE_LIMIT: String(formLimit),
        // Nothing listens on port 9: a counted request is stored and confirmed,
        // and its mail waits in the outbox; no mail leaves the machine.
        SMTP_URL: "smtp://127.0.0.1:9",
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  // Kept, and shown if a check fails: the reports below each log a line.
  let serverLog = "";
  app.stderr.on("data", (chunk) => (serverLog += chunk));
  onStop(() => app.exitCode === null && app.kill("SIGTERM"));
  await waitFor(`http://127.0.0.1:${appPort}/`, app);

  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    nginxConfig({
      dir,
      listen: `127.0.0.1:${proxyPort}`,
      upstream: `127.0.0.1:${appPort}`,
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
  // Last, once the server and nginx are told to stop.
  onStop(() => rmSync(dir, { recursive: true, force: true }));
  await waitFor(`http://127.0.0.1:${proxyPort}/`, nginx);

  const results = [];
  const check = (name, ok, seen) => {
    results.push({ name, ok, seen });
    console.log(`${ok ? "ok  " : "FAIL"} ${name}: ${seen}`);
  };

  for (const route of [
    "/",
    "/services/printer-setup",
    "/user",
    "/no-such-page",
    "/icon.svg",
  ]) {
    const direct = await send({ port: appPort, path: route });
    const proxied = await send({ port: proxyPort, path: route });
    // A page rendered on request carries a fresh nonce in each response.
    const same = (value) => value?.replace(/'nonce-[^']+'/, "'nonce'");
    const differ = securityHeaderNames.filter(
      (name) => same(direct.headers[name]) !== same(proxied.headers[name]),
    );
    const present = securityHeaderNames.filter((name) => proxied.headers[name]);
    check(
      `${route}: security headers through nginx`,
      differ.length === 0 &&
        proxied.status === direct.status &&
        proxied.headers["x-powered-by"] === undefined &&
        present.includes("content-security-policy") &&
        present.includes("strict-transport-security"),
      `status ${proxied.status}; ${present.length} headers, ${differ.length ? `differ: ${differ.join(", ")}` : "identical to the server's"}; Server: ${proxied.headers.server ?? "none"}`,
    );
  }

  const a = [];
  for (let i = 0; i <= formLimit; i++)
    a.push(await postContact(proxyPort, "127.0.0.2"));
  const forged = await postContact(proxyPort, "127.0.0.2", {
    "x-forwarded-for": "203.0.113.9",
  });
  const b = await postContact(proxyPort, "127.0.0.3");
  check(
    `form limit ${formLimit}: client 127.0.0.2`,
    a.join() === [...Array(formLimit).fill("counted"), "refused"].join(),
    a.join(", "),
  );
  check(
    "client 127.0.0.2 with a forged X-Forwarded-For: 203.0.113.9",
    forged === "refused",
    forged,
  );
  check("client 127.0.0.3, after 127.0.0.2 was refused", b === "counted", b);

  const report = JSON.stringify({
    "csp-report": {
      "document-uri": `http://127.0.0.1:${proxyPort}/`,
      "blocked-uri": "inline",
      "effective-directive": "script-src-elem",
    },
  });
  const postReport = async (from) =>
    (
      await send({
        port: proxyPort,
        path: "/csp-report",
        method: "POST",
        from,
        body: report,
        headers: { "content-type": "application/csp-report" },
      })
    ).status;
  const statuses = [];
  for (let i = 0; i < 31; i++) statuses.push(await postReport("127.0.0.4"));
  const other = await postReport("127.0.0.5");
  check(
    "violation reports: 31 posts from 127.0.0.4",
    statuses.slice(0, 30).every((s) => s === 204) && statuses[30] === 429,
    `30 × ${statuses[0]}, then ${statuses[30]}`,
  );
  check("a report from 127.0.0.5 after that", other === 204, String(other));

  const failed = results.filter((r) => !r.ok);
  mkdirSync(path.join(root, "reports"), { recursive: true });
  writeFileSync(
    path.join(root, "reports", "proxy-check.md"),
    `# Behind nginx (npm run check:proxy)\n\n${nginxBin} in front of \`next start\` (FORM_TRUST_PROXY=1, FORM_RATE_LIMIT=${formLimit}), both on loopback.\n\n| check | result | seen |\n|---|---|---|\n${results
      .map((r) => `| ${r.name} | ${r.ok ? "ok" : "FAILED"} | ${r.seen} |`)
      .join("\n")}\n`,
  );
  console.log(
    `${results.length - failed.length} of ${results.length} checks passed; reports/proxy-check.md`,
  );
  if (failed.length > 0) {
    console.error(`The server's log:\n${serverLog}`);
    process.exitCode = 1;
  }
}

runScript(main);
