/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Code cites the product rules by section and point ("docs/product.md §13.5").
// docs/product.md is the index; each section is one file of docs/product/. A
// citation must name a section that exists, and a point that section has, as
// the files are now: renumbering or removing a rule fails here until every
// citation of it is fixed.

const root = path.join(__dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Each section of docs/product.md ("## §N Title") with the numbers of its points. */
function sections(markdown: string): Map<number, Set<number>> {
  const found = new Map<number, Set<number>>();
  let current: Set<number> | null = null;
  for (const line of markdown.split("\n")) {
    const heading = /^## §(\d+)\s/.exec(line);
    if (heading) {
      current = new Set();
      found.set(Number(heading[1]), current);
    } else if (line.startsWith("## ")) current = null;
    else {
      const point = /^(\d+)\. /.exec(line);
      if (point && current) current.add(Number(point[1]));
    }
  }
  return found;
}

type Citation = { file: string; text: string; section: number; point?: number };

/** "§13.3–4" names points 3 and 4 of §13. */
function parseRef(file: string, ref: string): Citation[] {
  const [, section, point, last] = /^§(\d+)(?:\.(\d+)(?:[–-](\d+))?)?$/.exec(
    ref,
  )!;
  if (!point) return [{ file, text: ref, section: Number(section) }];
  const to = Number(last ?? point);
  return Array.from({ length: to - Number(point) + 1 }, (_, i) => ({
    file,
    text: ref,
    section: Number(section),
    point: Number(point) + i,
  }));
}

const refPattern = /§\d+(?:\.\d+(?:[–-]\d+)?)?/g;

/** Citations after "product.md" ("docs/product.md §5, §13.5"), in any file. */
function citationsIn(file: string, text: string): Citation[] {
  const lists = text.matchAll(
    /product\.md\)?[^\S\n]*[(,:]?[^\S\n]*((?:§\d+(?:\.\d+(?:[–-]\d+)?)?(?:,?[^\S\n]*(?:and[^\S\n]+)?)?)+)/g,
  );
  return [...lists].flatMap(([, list]) =>
    [...list!.matchAll(refPattern)].flatMap(([ref]) => parseRef(file, ref)),
  );
}

function files(dir: string): string[] {
  const full = path.join(root, dir);
  if (statSync(full).isFile()) return [dir];
  return readdirSync(full, { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|js|mjs|cjs|mts|md|css|sql)$/.test(file))
    .map((file) => path.join(dir, file));
}

const sectionFiles = readdirSync(path.join(root, "docs/product"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => `docs/product/${file}`);
const product = sectionFiles.map(read).join("\n");
const known = sections(product);
const index = read("docs/product.md");

function missing(citations: Citation[]): string[] {
  return citations
    .filter(({ section, point }) =>
      point === undefined
        ? !known.has(section)
        : !known.get(section)?.has(point),
    )
    .map(({ file, text }) => `${file}: ${text}`);
}

describe("citations of docs/product.md", () => {
  it("reads the sections and their points", () => {
    expect(known.size).toBeGreaterThanOrEqual(16);
    expect(known.get(13)?.has(5)).toBe(true);
    expect(known.get(15)).toBeDefined();
  });

  it("finds a citation in each of its forms", () => {
    expect(
      citationsIn(
        "x.ts",
        "// docs/product.md §5, §13.5 and (docs/product.md §13.3–4)",
      ).map(({ section, point }) => [section, point]),
    ).toEqual([
      [5, undefined],
      [13, 5],
      [13, 3],
      [13, 4],
    ]);
    expect(missing(citationsIn("x.ts", "docs/product.md §99.1"))).toEqual([
      "x.ts: §99.1",
    ]);
  });

  it("every citation in the code, tests, scripts and docs names a section (and point) that exists", () => {
    const everywhere = [
      "app",
      "components",
      "lib",
      "data",
      "scripts",
      "tests",
      "proxy.ts",
      "instrumentation.ts",
      "next.config.mjs",
      "lighthouserc.cjs",
      "playwright.config.ts",
      "README.md",
      "docs/architecture.md",
      "docs/performance.md",
      "docs/product.md",
    ]
      .flatMap(files)
      // This file's own examples name sections that do not exist, on purpose.
      .filter((file) => file !== "tests/unit/product-citations.test.ts");
    const citations = everywhere.flatMap((file) =>
      citationsIn(file, read(file)),
    );
    expect(citations.length).toBeGreaterThan(100);
    expect(missing(citations)).toEqual([]);
  });

  it("every cross-reference between the sections resolves", () => {
    const refs = [...product.matchAll(/(?<!## )§\d+(?:\.\d+(?:[–-]\d+)?)?/g)];
    expect(refs.length).toBeGreaterThan(10);
    expect(
      missing(refs.flatMap(([ref]) => parseRef("docs/product/", ref))),
    ).toEqual([]);
  });

  it("each section is one file, named by its number, and the index links each once", () => {
    for (const file of sectionFiles) {
      const [number] = /^\d+/.exec(path.basename(file))!;
      const heading = read(file).split("\n")[0]!;
      expect(heading).toMatch(new RegExp(`^## §${Number(number)} `));
      const link = `](${file.replace("docs/", "")})`;
      expect(index.split(link).length - 1).toBe(1);
    }
    expect(known.size).toBe(sectionFiles.length);
  });
});
