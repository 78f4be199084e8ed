/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { settingNames } from "@/lib/settings";

// README.md's settings table and .env.example list every setting the site reads:
// a setting added to lib/settings.ts or read by the code fails here until both
// name it, and a row for a setting nothing reads fails too.

const root = path.join(__dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The names in the first cell of each row of README.md's "Settings" table. */
function readmeSettings(): string[] {
  const readme = read("README.md");
  const start = readme.indexOf("\n## Settings\n");
  expect(start).toBeGreaterThan(-1);
  const section = readme.slice(start + 1).split(/\n## /)[0]!;
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) =>
      [...line.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(
        ([, name]) => name!,
      ),
    );
}

/** The names .env.example sets, commented out or not. */
function exampleSettings(): string[] {
  return [
    ...read(".env.example").matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]*)=/gm),
  ].map(([, name]) => name!);
}

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (statSync(full).isFile()) return [dir];
  return readdirSync(full, { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|mjs|mts)$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Every environment variable a source file reads: `process.env.X`, `env.X`, `env["X"]`. */
function namesReadIn(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const [, dotted, quoted] of read(file).matchAll(
      /\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*["']([A-Z][A-Z0-9_]*)["']\s*\])/g,
    ))
      names.add((dotted ?? quoted)!);
  }
  return names;
}

// What the site's own code reads as it builds and serves.
const siteCode = [
  "app",
  "components",
  "lib",
  "data",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.mjs",
].flatMap(sourceFiles);
// Set by Node.js and Next.js, or by next.config.mjs itself for the build: not settings.
const notSettings = [
  "NODE_ENV",
  "NEXT_RUNTIME",
  "NEXT_PHASE",
  "BUILD_BRANCH",
  "BUILD_COMMIT",
  "BUILD_DIST_DIR",
];

describe("the settings, documented", () => {
  const documented = readmeSettings();

  it("README.md's table names each setting once", () => {
    expect(documented.length).toBeGreaterThan(20);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it("names every setting the start check reads (lib/settings.ts)", () => {
    expect(settingNames.length).toBeGreaterThan(10);
    expect(settingNames.filter((name) => !documented.includes(name))).toEqual(
      [],
    );
  });

  it("names every setting the site's code reads", () => {
    const read = [...namesReadIn(siteCode)].filter(
      (name) => !notSettings.includes(name),
    );
    expect(read).toContain("BOOKING_TOKEN_SECRET");
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it("names nothing that nothing reads", () => {
    const read = new Set([
      ...settingNames,
      ...namesReadIn([...siteCode, ...sourceFiles("scripts")]),
    ]);
    expect(documented.filter((name) => !read.has(name))).toEqual([]);
  });

  it(".env.example lists the same settings as the table", () => {
    expect([...exampleSettings()].sort()).toEqual([...documented].sort());
  });
});
