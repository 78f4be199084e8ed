import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const nextConfig = createJestConfig({
  testEnvironment: "jsdom",
  globalSetup: "<rootDir>/tests/unit/global-setup.ts",
  globalTeardown: "<rootDir>/tests/unit/global-teardown.ts",
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  // One worker per core: Jest's default leaves one core for a watcher, which
  // a run of the whole suite does not have.
  maxWorkers: "100%",
  testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  // The database tests open PGlite and a PostgreSQL database per file; on a
  // busy two-core machine that takes longer than the default 5 s.
  testTimeout: 30_000,
  moduleNameMapper: {
    // The CMS as a fresh database holds it (tests/unit/cms-content.ts says
    // why). Any spelling of the path: next/jest rewrites "@/" imports to
    // relative ones before this map sees them (`./published` from beside it).
    // Before the "@/" entry: the first pattern that matches wins.
    "(^|/)cms/published$|^\\./published$":
      "<rootDir>/tests/unit/cms-content.ts",
    "^@/(.*)$": "<rootDir>/$1",
    // Outside React's server build the package throws on purpose; the unit
    // tests run server modules in Node, where that guard has nothing to guard.
    "^server-only$": "<rootDir>/tests/unit/server-only.ts",
  },
});

/**
 * On Node.js 24.9 and later Jest loads a required `.mjs` file as an ES module
 * (Node's require(esm)), but next/jest compiles `.mjs` to CommonJS first, whose
 * `exports` an ES module does not have. Our `.mjs` files are plain JavaScript
 * (JSDoc-typed), so they are left as they are.
 */
export default async function config() {
  const resolved = await nextConfig();
  resolved.transform = Object.fromEntries(
    Object.entries(resolved.transform ?? {}).map(([pattern, transformer]) => [
      pattern.replace("|mjs)$", ")$"),
      transformer,
    ]),
  );
  return resolved;
}
