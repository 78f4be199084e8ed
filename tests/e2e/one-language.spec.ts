import { readFileSync } from "node:fs";
import type { Locale } from "@/data/locale";
import { locales } from "@/data/locale";
import { catalogue, englishOnlyNamespaces } from "@/lib/i18n/catalogue";
import { languageOf } from "@/lib/i18n/paths";
import {
  builtPages,
  prerenderedHtml,
  staticFile,
} from "@/scripts/built-pages.mjs";
import { startupScripts } from "@/scripts/compile-hints.mjs";
import compile from "icu-minify/compile";
import { expect, test } from "./fixtures";

// One language per page (docs/words.md): the scripts a built page loads carry
// no sentence of another language's catalogue. docs/performance.md's grep of
// one page's chunks for one sentence, made for every page and every sentence.

/** Every message of a catalogue, however deeply nested. */
function messagesOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value !== null && typeof value === "object")
    return Object.values(value).flatMap(messagesOf);
  return [];
}

/**
 * A message as the build's scripts may hold it: as written, and the plain
 * stretches of its precompiled form (next.config.mjs precompiles every
 * catalogue), where its placeholders and plurals have cut it into pieces.
 */
function writtenForms(message: string): string[] {
  const stretches = (value: unknown): string[] => {
    if (typeof value === "string") return [value];
    if (Array.isArray(value)) return value.flatMap(stretches);
    if (value !== null && typeof value === "object")
      return Object.values(value).flatMap(stretches);
    return [];
  };
  return [message, ...stretches(compile(message))];
}

/**
 * The sentences a language says that no other does: long enough to be a
 * sentence rather than a name or a shared word. The English-only namespaces
 * are no language's translation of another's: a page of another language
 * that draws one (a Tech's parts of /user) says it in English on purpose.
 */
function ownSentences(locale: Locale): string[] {
  const others = new Set(
    locales
      .filter((other) => other !== locale)
      .flatMap((other) => messagesOf(catalogue(other)).flatMap(writtenForms)),
  );
  const translated = Object.fromEntries(
    Object.entries(catalogue(locale)).filter(
      ([namespace]) =>
        !(englishOnlyNamespaces as readonly string[]).includes(namespace),
    ),
  );
  return [...new Set(messagesOf(translated).flatMap(writtenForms))].filter(
    (message) => message.length >= 30 && !others.has(message),
  );
}

/** A sentence as a minifier may write it in a script: as it is, or with \u escapes. */
const forms = (sentence: string) => [
  sentence,
  JSON.stringify(sentence)
    .slice(1, -1)
    .replace(
      /[^\x20-\x7e]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    ),
];

test("no built page's scripts carry another language's sentences", () => {
  const sentences = Object.fromEntries(
    locales.map((locale) => [locale, ownSentences(locale).map(forms)]),
  ) as Record<Locale, string[][]>;
  expect(sentences.en.length).toBeGreaterThan(100);
  expect(sentences.es.length).toBeGreaterThan(100);
  const scripts = new Map<string, string>();
  const found: string[] = [];
  const pages = builtPages(".next");
  for (const page of pages) {
    const language = languageOf(page);
    const html = readFileSync(prerenderedHtml(page, ".next"), "utf8");
    for (const src of startupScripts(html)) {
      let text = scripts.get(src);
      if (text === undefined) {
        text = readFileSync(staticFile(src, ".next"), "utf8");
        scripts.set(src, text);
      }
      for (const locale of locales) {
        if (locale === language) continue;
        const sentence = sentences[locale].find((ways) =>
          ways.some((way) => text.includes(way)),
        );
        if (sentence) found.push(`${page}: ${src} says "${sentence[0]}"`);
      }
    }
  }
  expect(pages.filter((page) => languageOf(page) !== "en")).not.toEqual([]);
  expect(found).toEqual([]);
});
