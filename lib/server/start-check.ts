import "server-only";
import { accessSync, constants, readFileSync } from "node:fs";
import path from "node:path";
import { publicSettingsFile } from "@/lib/deployment.mjs";
import { readScriptHashes } from "@/lib/server/script-hash-manifest.mjs";
import {
  checkSettings,
  publicSettingsDrift,
  settingsReport,
  startEnvironment,
} from "@/lib/settings";

function readable(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Everything wrong with this production server's settings (docs/product.md
 * §12), as one printable report, or null when all is well.
 * @param built the NEXT_PUBLIC_ values the build was made with
 */
function settingsProblems(built: Record<string, string>): string | null {
  const env = startEnvironment(process.env, built);
  const result = checkSettings(env);
  const problems = [
    ...(result.ok ? [] : result.problems),
    ...publicSettingsDrift(process.env, built),
  ];
  const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS?.trim();
  if (keyFile && !readable(keyFile)) {
    problems.push(
      `GOOGLE_APPLICATION_CREDENTIALS: no readable file at ${keyFile}`,
    );
  }
  return problems.length > 0 ? settingsReport(problems) : null;
}

/** The build directory `next start` serves; it runs in the project. */
export function buildDirectory(): string {
  return path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    process.env.NEXT_DIST_DIR || ".next",
  );
}

/** What scripts/post-build.mjs recorded of the build; throws a sentence naming what is missing. */
function finishedBuild(dir: string): Record<string, string> {
  const { buildId } = readScriptHashes(dir);
  const file = path.join(dir, publicSettingsFile);
  let recorded: { buildId?: string; settings?: Record<string, string> };
  try {
    recorded = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable: build with \`npm run build\`, which writes it after \`next build\``,
      { cause: error },
    );
  }
  if (recorded.buildId !== buildId || !recorded.settings) {
    throw new Error(
      `${file} belongs to build ${recorded.buildId}, not to ${buildId}: rebuild with \`npm run build\``,
    );
  }
  return recorded.settings;
}

/**
 * Run once as a production server starts (instrumentation.ts): an unfinished
 * build or wrong settings stop the process with a readable message, instead
 * of a server that fails request by request (docs/product.md §14). The dev
 * server has neither a finished build nor production settings to check.
 */
export function refuseBadStart(): void {
  if (process.env.NODE_ENV !== "production") return;
  let message: string | null;
  try {
    message = settingsProblems(finishedBuild(buildDirectory()));
  } catch (error) {
    message = `The server did not start: the build is incomplete. ${error instanceof Error ? error.message : String(error)}.`;
  }
  if (message === null) return;
  console.error(message);
  process.exit(1);
}
