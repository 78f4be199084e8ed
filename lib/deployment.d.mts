export const publicSettingsFile: string;
export const privatePaths: readonly string[];
export const noindexRobots: string;
export function deploymentEnvironment(
  env: Record<string, string | undefined>,
): string;
export function isIndexable(env: Record<string, string | undefined>): boolean;
export function robotsHeaders(env: Record<string, string | undefined>): {
  source: string;
  headers: { key: string; value: string }[];
}[];
export function buildSource(
  env: Record<string, string | undefined>,
  git: (args: string[]) => string | undefined,
): { branch: string; commit: string };
