/** @jest-environment node */
import { execFile } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const eslint = path.join(root, "node_modules", ".bin", "eslint");

/** Lints one planted import as if it were written in `file`; returns the layer errors. */
function layerErrors(file: string, source: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      eslint,
      ["--stdin", "--stdin-filename", file, "--format", "json"],
      { cwd: root },
      (error, stdout) => {
        // ESLint exits 1 when it finds errors, 2 when it cannot run.
        if (error && error.code !== 1) return reject(error);
        const [result] = JSON.parse(stdout) as {
          messages: { ruleId: string | null; message: string }[];
        }[];
        resolve(
          result!.messages
            .filter((m) => m.ruleId === "import/no-restricted-paths")
            .map((m) => m.message),
        );
      },
    );
    child.stdin!.end(`${source}\nexport const planted = imported;\n`);
  });
}

const refused: [string, string][] = [
  ["data/planted.ts", 'import imported from "@/lib/money";'],
  ["data/content/planted.ts", 'import imported from "../../lib/money";'],
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
  it.concurrent.each(refused)(
    "refuses an import in %s: %s",
    async (file, source) => {
      expect(await layerErrors(file, source)).toHaveLength(1);
    },
  );

  it.concurrent.each(allowed)(
    "allows an import in %s: %s",
    async (file, source) => {
      expect(await layerErrors(file, source)).toEqual([]);
    },
  );
});
