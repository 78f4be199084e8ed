// @ts-check
// Asks git which commit a build came from (lib/deployment.mjs turns the answer
// into the preview banner's branch and commit). Imported by next.config.mjs,
// which Node runs without the React server build, so it cannot import
// "server-only"; the linter keeps it out of components (docs/architecture.md).
import { execFileSync } from "node:child_process";

/**
 * Runs git in the working directory and returns its trimmed output, or undefined
 * when git or the repository is missing: a build without git names no branch.
 * @param {string[]} args
 * @returns {string | undefined}
 */
export function gitOutput(args) {
  try {
    return (
      execFileSync("git", args, {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
        timeout: 5000,
      }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}
