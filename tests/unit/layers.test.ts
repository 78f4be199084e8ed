/** @jest-environment node */
import { execFile } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

/** Lints each planted import as if written in its file; returns the layer errors of each. */
function layerErrors(cases: [string, string][]): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, "lint-planted.mjs")],
      { cwd: root },
      (error, stdout) =>
        error ? reject(error) : resolve(JSON.parse(stdout) as string[][]),
    );
    child.stdin!.end(
      JSON.stringify(
        cases.map(([file, source]) => [
          file,
          `${source}\nexport const planted = imported;\n`,
        ]),
      ),
    );
  });
}

const refused: [string, string][] = [
  ["data/planted.ts", 'import imported from "@/lib/catalogue";'],
  ["data/content/planted.ts", 'import imported from "../../lib/catalogue";'],
  ["data/planted.ts", 'import imported from "@/components/cart/cart-view";'],
  ["lib/planted.ts", 'import imported from "@/components/cart/cart-view";'],
  ["lib/cart/planted.ts", 'import imported from "@/app/page";'],
  ["lib/cart/planted.ts", 'import imported from "@/lib/server/git.mjs";'],
  ["components/cart/planted.tsx", 'import imported from "@/app/page";'],
  [
    "components/cart/planted.tsx",
    'import imported from "@/lib/server/built-site";',
  ],
];

const allowed: [string, string][] = [
  ["data/planted.ts", 'import imported from "@/data/company";'],
  ["lib/planted.ts", 'import imported from "@/data/company";'],
  ["lib/server/planted.ts", 'import imported from "@/lib/server/git.mjs";'],
  [
    "components/cart/planted.tsx",
    'import imported from "@/lib/server/actions/requests";',
  ],
  ["app/planted/page.tsx", 'import imported from "@/lib/server/built-site";'],
];

describe("the linter keeps the layers", () => {
  let refusedErrors: string[][];
  let allowedErrors: string[][];
  beforeAll(async () => {
    [refusedErrors, allowedErrors] = await Promise.all([
      layerErrors(refused),
      layerErrors(allowed),
    ]);
  }, 120_000);

  it.each(refused.map((c, i) => [...c, i] as const))(
    "refuses an import in %s: %s",
    (_file, _source, i) => {
      expect(refusedErrors[i]).toHaveLength(1);
    },
  );

  it.each(allowed.map((c, i) => [...c, i] as const))(
    "allows an import in %s: %s",
    (_file, _source, i) => {
      expect(allowedErrors[i]).toEqual([]);
    },
  );
});
