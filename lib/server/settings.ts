import "server-only";
import { accessSync, constants } from "node:fs";
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
export function settingsProblems(built: Record<string, string>): string | null {
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
