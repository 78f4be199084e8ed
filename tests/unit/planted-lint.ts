import { execFile } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

export type Planted = readonly [file: string, source: string];
export type LintMessage = { rule: string | null; message: string };

/**
 * Lints each planted source as if written in its file, all in one ESLint
 * process (tests/unit/lint-planted.mjs); returns the messages of each.
 */
export function lintPlanted(
  cases: readonly Planted[],
): Promise<LintMessage[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, "lint-planted.mjs")],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) =>
        error ? reject(error) : resolve(JSON.parse(stdout) as LintMessage[][]),
    );
    child.stdin!.end(JSON.stringify(cases));
  });
}
