import { pseudoCatalogue, pseudoText } from "@/lib/i18n/pseudo";

/**
 * The pseudo-locale's build (PSEUDO_LOCALE=1, next.config.mjs): the default
 * language's catalogue and content rewritten by lib/i18n/pseudo.ts, so that
 * each of its pages shows, to a crawl, any text that came from neither
 * (tests/e2e/pseudo.spec.ts). Same exports as `pseudo-build.ts`, which every
 * other build resolves.
 */

export function pseudoWords<T>(catalogue: T): T {
  return pseudoCatalogue(catalogue as never) as T;
}

/**
 * Every string of a content value rewritten, however deeply nested: a
 * paragraph at a time (a description is split on its blank lines), a
 * builder's result as it is built. An `href` or a picture's `src` is an address, not copy.
 */
export function pseudoContent<T>(content: T): T {
  return rewrite(content) as T;
}

function rewrite(value: unknown): unknown {
  if (typeof value === "string")
    return value.split("\n\n").map(pseudoText).join("\n\n");
  if (typeof value === "function")
    return (...args: unknown[]) =>
      rewrite((value as (...a: unknown[]) => unknown)(...args));
  if (Array.isArray(value)) return value.map(rewrite);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === "href" || key === "src" ? inner : rewrite(inner),
      ]),
    );
  return value;
}
