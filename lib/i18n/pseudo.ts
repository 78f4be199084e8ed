import {
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";

/**
 * The test-only pseudo-locale's words: each English message accented,
 * lengthened by 30% and bracketed, with its ICU placeholders, plurals and tags
 * left intact, so a page drawn in it shows at a glance (and to a crawl) any
 * text that did not come from the catalogue, and where longer words break a
 * layout.
 */
export const pseudoOpen = "⟦";
export const pseudoClose = "⟧";

const accents: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map(
    (letter, i) => [
      letter,
      [..."áƀçďéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"][i]!,
    ],
  ),
);

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter);
}

/** The padding that makes a text of `length` characters 30% longer. */
function padding(length: number): string {
  return "·".repeat(Math.ceil(length * 0.3));
}

function literalLength(elements: readonly MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += element.value.length;
    if (element.type === TYPE.tag) length += literalLength(element.children);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const first = Object.values(element.options)[0];
      if (first) length += literalLength(first.value);
    }
  }
  return length;
}

function accentAll(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal)
      return { ...element, value: accent(element.value) };
    if (element.type === TYPE.tag)
      return { ...element, children: accentAll(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: accentAll(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

/** One ICU message in the pseudo-locale's form. */
export function pseudoMessage(message: string): string {
  const elements = parse(message);
  const body = printAST(accentAll(elements));
  return `${pseudoOpen}${body}${padding(literalLength(elements))}${pseudoClose}`;
}

/** A plain text (content, not ICU) in the pseudo-locale's form. */
export function pseudoText(text: string): string {
  return `${pseudoOpen}${accent(text)}${padding(text.length)}${pseudoClose}`;
}

type Tree = { readonly [key: string]: string | Tree };

/** A whole catalogue in the pseudo-locale's form, key for key. */
export function pseudoCatalogue<T extends Tree>(catalogue: T): T {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === "string" ? pseudoMessage(value) : pseudoCatalogue(value),
    ]),
  ) as T;
}

/**
 * What a visitor reads that is not in the pseudo-locale's form: the text left
 * once every bracketed stretch (nested ones included) is taken out, if it has
 * a letter in any script.
 */
export function outsidePseudo(text: string): string[] {
  const outside: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === pseudoOpen) {
      if (depth === 0 && current) outside.push(current);
      current = "";
      depth += 1;
    } else if (char === pseudoClose && depth > 0) {
      depth -= 1;
    } else if (depth === 0) {
      current += char;
    }
  }
  if (current) outside.push(current);
  return outside.map((t) => t.trim()).filter((t) => /\p{L}/u.test(t));
}
