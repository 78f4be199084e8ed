/** @jest-environment node */
import { lintPlanted, type Planted } from "./planted-lint";

/** Lints each planted import as if written in its file; returns the layer errors of each. */
async function layerErrors(cases: Planted[]): Promise<string[][]> {
  const results = await lintPlanted(
    cases.map(([file, source]) => [
      file,
      `${source}\nexport const planted = imported;\n`,
    ]),
  );
  return results.map((messages) =>
    messages
      .filter(
        (m) => m.rule === "import/no-restricted-paths" || m.rule === "fatal",
      )
      .map((m) => m.message),
  );
}

const refused: Planted[] = [
  ["data/planted.ts", 'import imported from "@/lib/catalogue";'],
  ["data/content/planted.ts", 'import imported from "../../lib/catalogue";'],
  ["data/planted.ts", 'import imported from "@/components/cart/cart-view";'],
  ["lib/planted.ts", 'import imported from "@/components/cart/cart-view";'],
  ["lib/cart/planted.ts", 'import imported from "@/app/[locale]/page";'],
  ["lib/cart/planted.ts", 'import imported from "@/lib/server/git.mjs";'],
  [
    "components/cart/planted.tsx",
    'import imported from "@/app/[locale]/page";',
  ],
  [
    "components/cart/planted.tsx",
    'import imported from "@/lib/server/built-site";',
  ],
];

const allowed: Planted[] = [
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
    const errors = await layerErrors([...refused, ...allowed]);
    refusedErrors = errors.slice(0, refused.length);
    allowedErrors = errors.slice(refused.length);
  }, 120_000);

  it.each(refused.map((c, i) => [...c, i] as const))(
    "refuses an import in %s: %s",
    (_file, _source, i) => {
      expect(refusedErrors[i]).toEqual([
        expect.stringMatching(/\(docs\/architecture\.md\)\.$/),
      ]);
    },
  );

  it.each(allowed.map((c, i) => [...c, i] as const))(
    "allows an import in %s: %s",
    (_file, _source, i) => {
      expect(allowedErrors[i]).toEqual([]);
    },
  );
});
