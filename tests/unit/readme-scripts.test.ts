/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";

// The README's command table is a newcomer's map of the npm scripts: one that
// package.json gains without a row there is a command nobody finds.

const root = path.join(__dirname, "..", "..");
const scripts = Object.keys(
  (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);
const readme = readFileSync(path.join(root, "README.md"), "utf8");

/** The commands in the first column of the README's table rows. */
const listed = new Set(
  [...readme.matchAll(/^\| `npm (?:run )?([\w:-]+)`/gm)].map(
    ([, name]) => name!,
  ),
);

describe("the README's command table", () => {
  it("reads the table", () => {
    expect(listed.has("start")).toBe(true);
    expect(listed.has("bench:rush")).toBe(true);
  });

  it("lists every npm script, and only scripts that exist", () => {
    expect(scripts.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
