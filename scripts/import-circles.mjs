// @ts-check
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The import circles among the site's own modules (type-only imports
 * included: a circle of types is a circle a reader walks too). Run as
 * `npm run check:circles`; tests/unit/import-circles.test.ts holds it to none.
 */
const folders = ["app", "components", "lib", "data", "messages", "i18n"];
const extensions = [".ts", ".tsx", ".mjs", ".js", ".json"];

/** @param {string} folder @returns {string[]} */
function sources(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith(".d.json.ts")
      ? [file]
      : [];
  });
}

/** @param {string} from @param {string} specifier @returns {string | null} */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith("."))
    base = path.join(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...extensions.map((e) => base + e),
    ...extensions.map((e) => path.join(base, "index" + e)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** @param {string} root @returns {string[][]} */
export function importCircles(root = process.cwd()) {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const files = folders.flatMap(sources);
    /** @type {Map<string, string[]>} */
    const edges = new Map();
    const pattern =
      /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g;
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const targets = [...text.matchAll(pattern)]
        .map((m) => resolve(file, m[1] ?? ""))
        .filter((t) => t !== null && files.includes(t));
      edges.set(file, /** @type {string[]} */ (targets));
    }
    // Tarjan's strongly connected components: each with two or more files is a circle.
    let index = 0;
    /** @type {Map<string, number>} */ const order = new Map();
    /** @type {Map<string, number>} */ const low = new Map();
    /** @type {string[]} */ const stack = [];
    const onStack = new Set();
    /** @type {string[][]} */ const circles = [];
    /** @param {string} file */
    function visit(file) {
      order.set(file, index);
      low.set(file, index);
      index += 1;
      stack.push(file);
      onStack.add(file);
      for (const next of edges.get(file) ?? []) {
        if (!order.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
        } else if (onStack.has(next)) {
          low.set(file, Math.min(low.get(file) ?? 0, order.get(next) ?? 0));
        }
      }
      if (low.get(file) === order.get(file)) {
        /** @type {string[]} */ const component = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          component.push(member);
        } while (member !== file);
        if (component.length > 1) circles.push(component.sort());
      }
    }
    for (const file of files) if (!order.has(file)) visit(file);
    return circles;
  } finally {
    process.chdir(previous);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const circles = importCircles();
  for (const circle of circles) console.log(circle.join(" → "));
  console.log(`${circles.length} import circle(s)`);
  process.exitCode = circles.length > 0 ? 1 : 0;
}
