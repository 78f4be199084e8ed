import { unknownFacts, type Facts } from "./facts";
import { isPlainText } from "./service-fields";

/**
 * The shape of a kind of page's words (the about page, a policy, …), read
 * from the content that data/content/ held before the CMS: which parts are
 * texts, lists and groups, which may be left out, and which are code's and
 * shown read-only (an address, a source). The CMS's fields are drawn from
 * it (lib/server/cms/pages.ts), and a stored document is read back into the
 * content's own type with it, so that the pages keep their types.
 */
export type Shape =
  | { readonly kind: "text"; readonly long: boolean; readonly fixed: boolean }
  | { readonly kind: "number" }
  | { readonly kind: "list"; readonly of: Shape; readonly filled: boolean }
  | {
      readonly kind: "group";
      readonly members: Readonly<Record<string, Member>>;
      readonly fixed: boolean;
    };

export type Member = { readonly shape: Shape; readonly optional: boolean };

/**
 * Why a page's text cannot be saved, or undefined: it must be plain text
 * (lib/cms/service-fields.ts), and name only facts code keeps.
 */
export function pageTextProblem(
  value: unknown,
  facts: Facts,
):
  | { readonly reason: "unsafe" }
  | { readonly reason: "unknownFact"; readonly tokens: string }
  | undefined {
  if (!isPlainText(value)) return { reason: "unsafe" };
  const unknown = typeof value === "string" ? unknownFacts(value, facts) : [];
  return unknown.length > 0
    ? { reason: "unknownFact", tokens: unknown.join(", ") }
    : undefined;
}

/** Parts that are code's, not the team's: addresses, and the sources of facts. */
const fixedKeys = new Set(["href", "source"]);

/** Beyond this, a text is edited in a box of several lines. */
const shortTextMax = 100;

export const pageTextLimits = { short: 200, long: 4_000 } as const;

/** The name of a list's one field, when the list holds texts. */
export const lineField = "line";

type Row = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Row =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The shape every sample fits: the languages' content of one kind, all pages of it. */
export function shapeOf(samples: readonly unknown[], fixed = false): Shape {
  const present = samples.filter((s) => s !== undefined);
  if (present.every((s) => typeof s === "string")) {
    return {
      kind: "text",
      long: present.some((s) => (s as string).length > shortTextMax),
      fixed,
    };
  }
  if (present.every((s) => typeof s === "number")) return { kind: "number" };
  if (present.every(Array.isArray)) {
    const items = (present as unknown[][]).flat();
    return {
      kind: "list",
      of: shapeOf(items.length > 0 ? items : [""], fixed),
      filled: (present as unknown[][]).every((list) => list.length > 0),
    };
  }
  if (present.every(isRecord)) {
    const records = present as Row[];
    const keys = [...new Set(records.flatMap((r) => Object.keys(r)))];
    return {
      kind: "group",
      fixed,
      members: Object.fromEntries(
        keys.map((key) => [
          key,
          {
            shape: shapeOf(
              records.map((r) => r[key]),
              fixed || fixedKeys.has(key),
            ),
            optional: records.some((r) => r[key] === undefined),
          },
        ]),
      ),
    };
  }
  throw new Error(`Content of mixed kinds: ${JSON.stringify(present[0])}`);
}

/** Content as the CMS stores it: a list's texts become rows of one field. */
export function toDocument(value: unknown, shape: Shape): unknown {
  switch (shape.kind) {
    case "text":
    case "number":
      return value;
    case "list":
      return ((value as unknown[] | undefined) ?? []).map((item) =>
        shape.of.kind === "group"
          ? toDocument(item, shape.of)
          : { [lineField]: toDocument(item, shape.of) },
      );
    case "group":
      return Object.fromEntries(
        Object.entries(shape.members)
          .filter(([key]) => isRecord(value) && value[key] !== undefined)
          .map(([key, member]) => [
            key,
            toDocument((value as Row)[key], member.shape),
          ]),
      );
  }
}

/** Whether a part has nothing to show: then an optional one is left out. */
function isEmpty(value: unknown, shape: Shape): boolean {
  // A part already left out.
  if (value === undefined) return true;
  if (shape.kind === "text") return value === "";
  if (shape.kind === "list") return (value as unknown[]).length === 0;
  if (shape.kind === "group") {
    // A link without its address cannot be followed.
    if ("href" in shape.members && (value as Row).href === "") return true;
    return Object.entries(shape.members).every(([key, member]) =>
      isEmpty((value as Row)[key], member.shape),
    );
  }
  return false;
}

/**
 * A stored document read back as content. A part the CMS holds no value
 * for (a language not written yet) is empty rather than missing, so a page
 * draws with a gap rather than failing; an optional part left empty is left
 * out, as data/content/ left it out.
 */
export function fromDocument(doc: unknown, shape: Shape): unknown {
  switch (shape.kind) {
    case "text":
      return typeof doc === "string" ? doc : "";
    case "number":
      return typeof doc === "number" ? doc : 0;
    case "list": {
      const rows = Array.isArray(doc) ? (doc as unknown[]) : [];
      return rows
        .map((row) =>
          shape.of.kind === "group"
            ? fromDocument(row, shape.of)
            : fromDocument(
                isRecord(row) ? row[lineField] : undefined,
                shape.of,
              ),
        )
        .filter(
          (item) => shape.of.kind !== "group" || !isEmpty(item, shape.of),
        );
    }
    case "group": {
      const record = isRecord(doc) ? doc : {};
      const entries: [string, unknown][] = [];
      for (const [key, member] of Object.entries(shape.members)) {
        const value = fromDocument(record[key], member.shape);
        if (member.optional && isEmpty(value, member.shape)) continue;
        entries.push([key, value]);
      }
      return Object.fromEntries(entries);
    }
  }
}
