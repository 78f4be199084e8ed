import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const config = createJestConfig({
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  // The database tests open PGlite and a PostgreSQL database per file; on a
  // busy two-core machine that takes longer than the default 5 s.
  testTimeout: 30_000,
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // Outside React's server build the package throws on purpose; the unit
    // tests run server modules in Node, where that guard has nothing to guard.
    "^server-only$": "<rootDir>/tests/unit/server-only.ts",
  },
});

// The audit's budgets (scripts/audit-budget.mjs) pick the median run with
// Lighthouse's own function, an ES module that Jest must compile like ours.
const lighthouseMedianRun = "(?!lighthouse/core/lib/median-run\\.js$)";

export default async function jestConfig() {
  const resolved = await config();
  const [nodeModules, ...others] = resolved.transformIgnorePatterns ?? [];
  return {
    ...resolved,
    transformIgnorePatterns: [
      nodeModules.replace(
        "/node_modules/",
        `/node_modules/${lighthouseMedianRun}`,
      ),
      ...others,
    ],
  };
}
