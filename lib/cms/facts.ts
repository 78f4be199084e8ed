/**
 * Facts that code keeps (the fees, the hours, the company's name and
 * numbers) inside the words the marketing team edits: the CMS stores
 * `{business.cancellation.lateFee}`, and the site fills in the value code
 * holds when it shows the text, so a fee changed in code changes every page
 * that states it (docs/cms.md, "Facts in the words").
 */
export type Facts = Readonly<Record<string, unknown>>;

// `{path}`, or `{path|one|other}` for a count: the words for 1 and for any
// other number, `#` standing for the number.
const tokenPattern = /\{([A-Za-z]\w*(?:\.\w+)*)(?:\|([^{}|]*)\|([^{}|]*))?\}/g;

/** The value a token names, as text, or undefined for no such fact. */
export function factValue(facts: Facts, path: string): string | undefined {
  let at: unknown = facts;
  for (const step of path.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    if (!Object.hasOwn(at, step)) return undefined;
    at = (at as Record<string, unknown>)[step];
  }
  return typeof at === "string" || typeof at === "number"
    ? String(at)
    : undefined;
}

/** `text` with each token replaced by its fact; a token naming none stays as typed. */
export function fillFacts(text: string, facts: Facts): string {
  return text.replace(
    tokenPattern,
    (token, path: string, one?: string, other?: string) => {
      const value = factValue(facts, path);
      if (value === undefined || one === undefined || other === undefined) {
        return value ?? token;
      }
      return (Number(value) === 1 ? one : other).replaceAll("#", value);
    },
  );
}

/** The tokens in `text` that name no fact: the CMS refuses them. */
export function unknownFacts(text: string, facts: Facts): string[] {
  return [...text.matchAll(tokenPattern)]
    .filter(([, path]) => factValue(facts, path!) === undefined)
    .map(([token]) => token);
}

/** Every text in a piece of content with its facts filled in. */
export function fillAll<T>(content: T, facts: Facts): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return fillFacts(value, facts);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, walk(inner)]),
      );
    }
    return value;
  };
  return walk(content) as T;
}

/** Probe numbers: three digits, so that no locale groups them, and unlike any in the words. */
const firstProbe = 901;

/**
 * The facts with each text replaced by its own token and each number by a
 * probe number (a list of texts by a list that long), so that content built
 * from them shows where each fact went.
 */
export function probeFacts(facts: Facts): {
  readonly probe: Facts;
  readonly numbers: ReadonlyMap<number, string>;
} {
  const numbers = new Map<number, string>();
  const next = (path: string) => {
    const n = firstProbe + numbers.size;
    if (n > 999) throw new Error("More facts than three-digit probes");
    numbers.set(n, path);
    return n;
  };
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === "string") return `{${path}}`;
    if (typeof value === "number") return next(path);
    if (Array.isArray(value)) {
      return value.every((item) => typeof item === "string")
        ? Array.from({ length: next(`${path}.length`) }, () => "")
        : value;
    }
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          walk(inner, path ? `${path}.${key}` : key),
        ]),
      );
    }
    return value;
  };
  return { probe: walk(facts, "") as Facts, numbers };
}

/** Where in the words a render differs from another: their common start and end. */
function commonEnds(a: string, b: string): { start: number; end: number } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) {
    start += 1;
  }
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end += 1;
  }
  return { start, end };
}

/**
 * A text built from the probe facts as a template: where the text built
 * with one fact at 1 reads otherwise than the number alone would (a noun in
 * the singular), that fact's count becomes a `{path|one|other}` token; every
 * other probe number becomes its `{path}`.
 */
function templateText(
  probed: string,
  numbers: ReadonlyMap<number, string>,
  ones: ReadonlyMap<string, unknown>,
): string {
  let text = probed;
  for (const [n, path] of numbers) {
    const probe = String(n);
    const one = ones.get(path);
    if (!text.includes(probe) || typeof one !== "string") continue;
    if (one === text.replaceAll(probe, "1")) continue;
    const { start, end } = commonEnds(text, one);
    const many = text.slice(start, text.length - end);
    const single = one.slice(start, one.length - end);
    if (!many.startsWith(probe) || !single.startsWith("1")) continue;
    const token = `{${path}|#${single.slice(1)}|#${many.slice(probe.length)}}`;
    text = text.slice(0, start) + token + text.slice(text.length - end);
  }
  return text.replace(/(?<!\d)9\d\d(?!\d)/g, (n) => {
    const path = numbers.get(Number(n));
    return path ? `{${path}}` : n;
  });
}

/**
 * The content's template: each text as built from the probe facts, with the
 * probe numbers turned back into tokens, where filling it with the real
 * facts gives the real text. Where it does not (a fact used in a sum, or a
 * probe number already in the words), the real text, as written. `ones`
 * holds the content built with each numeric fact at 1, by its path.
 */
export function templateOf<T>(
  real: T,
  probed: unknown,
  numbers: ReadonlyMap<number, string>,
  facts: Facts,
  ones: ReadonlyMap<string, unknown> = new Map(),
): T {
  const inner = (values: ReadonlyMap<string, unknown>, step: string | number) =>
    new Map(
      [...values].map(([path, value]) => [
        path,
        value && typeof value === "object"
          ? (value as Record<string | number, unknown>)[step]
          : undefined,
      ]),
    );
  const walk = (
    r: unknown,
    p: unknown,
    one: ReadonlyMap<string, unknown>,
  ): unknown => {
    if (typeof r === "string") {
      if (typeof p !== "string") return r;
      const template = templateText(p, numbers, one);
      return fillFacts(template, facts) === r ? template : r;
    }
    if (Array.isArray(r)) {
      return r.map((item, i) =>
        Array.isArray(p) && p.length === r.length
          ? walk(item, p[i], inner(one, i))
          : item,
      );
    }
    if (r && typeof r === "object") {
      const other = (p && typeof p === "object" ? p : {}) as Record<
        string,
        unknown
      >;
      return Object.fromEntries(
        Object.entries(r).map(([key, value]) => [
          key,
          walk(value, other[key], inner(one, key)),
        ]),
      );
    }
    return r;
  };
  return walk(real, probed, ones) as T;
}

/** The probe facts with the fact at `path` (a number, or a list's length) set to 1. */
export function probeWithOne(probe: Facts, path: string): Facts {
  const steps = path.split(".");
  const set = (value: unknown, at: number): unknown => {
    if (at === steps.length) return 1;
    const step = steps[at]!;
    if (Array.isArray(value) && step === "length" && at === steps.length - 1) {
      return [""];
    }
    if (!value || typeof value !== "object") return value;
    return {
      ...(value as Record<string, unknown>),
      [step]: set((value as Record<string, unknown>)[step], at + 1),
    };
  };
  return set(probe, 0) as Facts;
}
