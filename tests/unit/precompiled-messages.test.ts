import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import compile from "icu-minify/compile";
import {
  _createCache,
  _createIntlFormatters,
  createTranslator,
} from "use-intl/core";
import { companyFacts } from "@/data/company-facts";
import { locales, type Locale } from "@/data/locale";
import formatPrecompiled from "@/lib/i18n/format-precompiled";
import { leaves } from "./icu";

/**
 * The build reads every catalogue precompiled (next-intl's loader, icu-minify)
 * and formats it with lib/i18n/format-precompiled.ts; Jest and scripts read
 * the JSON as written, which use-intl parses (intl-messageformat). Every
 * message of every language, with every branch of its selects and plurals
 * taken, says the same words both ways.
 */

type Value = string | number | ((chunks: string[]) => string);
type Values = Record<string, Value>;

/** A tag as text, so both ways can be compared as strings (`t.markup`). */
const tag = (name: string) => (chunks: string[]) =>
  `<${name}>${chunks.join("")}</${name}>`;

/** For each argument, the values worth trying: one per branch, and "" for a word. */
function choices(
  elements: readonly MessageFormatElement[],
  found = new Map<string, Value[]>(),
): Map<string, Value[]> {
  const add = (name: string, values: Value[]) =>
    found.set(name, [...(found.get(name) ?? []), ...values]);
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        add(element.value, ["Ana María", ""]);
        break;
      case TYPE.number:
        add(element.value, [0, 1, 1234.5]);
        break;
      case TYPE.date:
      case TYPE.time:
        add(element.value, [Date.UTC(2026, 2, 8, 6, 30)]);
        break;
      case TYPE.tag:
        add(element.value, [tag(element.value)]);
        choices(element.children, found);
        break;
      case TYPE.select:
        add(element.value, [
          ...Object.keys(element.options).filter((key) => key !== "other"),
          "none of them",
        ]);
        for (const option of Object.values(element.options))
          choices(option.value, found);
        break;
      case TYPE.plural:
        add(element.value, [
          0,
          1,
          2,
          5,
          21,
          1234,
          ...Object.keys(element.options)
            .filter((key) => key.startsWith("="))
            .map((key) => Number(key.slice(1))),
        ]);
        for (const option of Object.values(element.options))
          choices(option.value, found);
        break;
    }
  }
  return found;
}

/** The first choice of each argument, then each other choice one at a time. */
function valueSets(message: string): Values[] {
  const options = choices(parse(message));
  const base: Values = Object.fromEntries(
    [...options].map(([name, values]) => [name, values[0]!]),
  );
  const sets = [base];
  for (const [name, values] of options)
    for (const value of values.slice(1)) sets.push({ ...base, [name]: value });
  return sets;
}

/** A language's messages as its files hold them. */
function messagesOf(locale: string): Map<string, string> {
  const folder = path.join(process.cwd(), "messages", locale);
  const all = new Map<string, string>();
  for (const file of readdirSync(folder).filter((n) => n.endsWith(".json"))) {
    const tree = JSON.parse(readFileSync(path.join(folder, file), "utf8"));
    for (const [key, message] of leaves(tree, file.slice(0, -".json".length)))
      all.set(key, message);
  }
  return all;
}

const timeZone = companyFacts.timeZone;

/** As use-intl's parser says it (what Jest and the scripts see). */
function parsed(locale: Locale, message: string, values: Values): string {
  const errors: Error[] = [];
  const t = createTranslator({
    locale,
    messages: { m: message },
    timeZone,
    onError: (error) => errors.push(error),
  });
  const said = t.markup("m", values as never);
  if (errors.length > 0) throw errors[0];
  return said;
}

const cache = _createCache();
const formatters = _createIntlFormatters(cache);

/** As the build says it: the message precompiled, then formatted only. */
function precompiled(locale: Locale, message: string, values: Values): unknown {
  return formatPrecompiled("m", compile(message), values as never, {
    cache,
    formatters,
    locale,
    timeZone,
  });
}

describe("precompiled messages (lib/i18n/format-precompiled.ts)", () => {
  test.each(locales)("every %s message says the same both ways", (locale) => {
    const differ: string[] = [];
    let compared = 0;
    for (const [key, message] of messagesOf(locale))
      for (const values of valueSets(message)) {
        compared += 1;
        const expected = parsed(locale, message, values);
        const actual = precompiled(locale, message, values);
        if (actual !== expected)
          differ.push(
            `${key} ${JSON.stringify(values)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
          );
      }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(500);
  });

  // Quoted by data/ and the content modules from the JSON itself, which the
  // build hands them precompiled: words only, which compile to themselves.
  const quoted = [
    ...locales.flatMap((locale) =>
      ["business", "company", "navigation", "priceStory", "share"].map(
        (namespace) => `${locale}:${namespace}`,
      ),
    ),
    "es:forms.timeWindows",
    "es:labels.review.anonymousAuthor",
    "en:labels.otherKind",
  ];
  test.each(quoted)("%s, quoted as JSON, is plain words", (entry) => {
    const [locale, prefix] = entry.split(":") as [Locale, string];
    const changed = [...messagesOf(locale)].filter(
      ([key, message]) =>
        (key === prefix || key.startsWith(`${prefix}.`)) &&
        compile(message) !== message,
    );
    expect(changed).toEqual([]);
  });

  test("an empty result is an empty sentence, not a list of none", () => {
    const message = "{language, select, es {Speaks Spanish} other {}}";
    expect(precompiled("en", message, { language: "" })).toBe("");
    expect(precompiled("en", message, { language: "es" })).toBe(
      "Speaks Spanish",
    );
  });
});
