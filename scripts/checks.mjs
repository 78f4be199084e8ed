// @ts-check
// npm test's static checks side by side: the type check, ESLint and Prettier
// each use one core, and CI has two (docs/performance.md, "The test suite's
// time"). Each one's output is printed whole when it ends; the exit code is
// the first failure's, or 0.
import { spawn } from "node:child_process";

const checks = [
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["eslint", "npx", ["eslint", ".", "--max-warnings=0"]],
  ["prettier", "npx", ["prettier", "--check", "."]],
];

const codes = await Promise.all(
  checks.map(
    ([name, command, args]) =>
      /** @type {Promise<number>} */ (
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            stdio: ["ignore", "pipe", "pipe"],
          });
          /** @type {Buffer[]} */
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(0);
            process.stdout.write(
              `\n> ${name}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s\n${Buffer.concat(output).toString()}`,
            );
            resolve(code ?? 1);
          });
        })
      ),
  ),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
