// @ts-check
// The end-to-end run starts its own servers and never tests another checkout's:
// before Playwright starts anything, every port it needs must be free. Playwright
// loads its config synchronously, so the check runs in a short child process.
import { execFileSync } from "node:child_process";

const probe = `
const net = require("node:net");
const ports = JSON.parse(process.argv[1]);
Promise.all(ports.map((port) => new Promise((done) => {
  const server = net.createServer();
  server.once("error", () => done(port));
  server.listen(port, "127.0.0.1", () => server.close(() => done(null)));
}))).then((taken) => process.stdout.write(JSON.stringify(taken.filter(Boolean))));
`;

/**
 * The ports of `ports` that something already listens on.
 * @param {number[]} ports
 * @returns {number[]}
 */
export function takenPorts(ports) {
  const out = execFileSync(
    process.execPath,
    ["-e", probe, JSON.stringify(ports)],
    {
      encoding: "utf8",
    },
  );
  return JSON.parse(out);
}

/**
 * Throws one readable error naming every port that is taken and what this run
 * wanted it for.
 * @param {{ port: number, use: string }[]} wanted
 */
export function assertPortsFree(wanted) {
  const taken = new Set(takenPorts(wanted.map((w) => w.port)));
  const held = wanted.filter((w) => taken.has(w.port));
  if (held.length === 0) return;
  throw new Error(
    [
      "The end-to-end servers need these ports, and something already listens on them:",
      ...held.map((w) => `  127.0.0.1:${w.port}  ${w.use}`),
      "Another checkout's test run or a server you started may hold them. This run never",
      "reuses a server it did not start: stop that server, or choose other ports with",
      `E2E_PORT (this run uses ${Math.min(...wanted.map((w) => w.port))} to ${Math.max(...wanted.map((w) => w.port))}).`,
    ].join("\n"),
  );
}
