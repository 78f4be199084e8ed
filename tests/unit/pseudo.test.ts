import {
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { createTranslator } from "next-intl";
import {
  outsidePseudo,
  pseudoCatalogue,
  pseudoMessage,
  pseudoText,
} from "@/lib/i18n/pseudo";
import english from "@/messages/en";

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(name, value);
    else for (const [k, v] of leaves(value, name)) found.set(k, v);
  }
  return found;
}

/** The arguments and tags a message names, in order. */
function names(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    const own =
      "value" in element && typeof element.value === "string"
        ? [element.value]
        : [];
    if (element.type === TYPE.tag) return [...own, ...names(element.children)];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return [
        ...own,
        ...Object.values(element.options).flatMap((o) => names(o.value)),
      ];
    return own;
  });
}

describe("the pseudo-locale (lib/i18n/pseudo.ts)", () => {
  test("accents, lengthens by 30% and brackets a message", () => {
    expect(pseudoMessage("Your cart")).toBe("⟦Ýóúŕ çáŕţ···⟧");
  });

  test("keeps placeholders, plurals and tags as they are", () => {
    const message =
      "{count, plural, =1 {# service} other {# services}} for {name}, <link>see</link>";
    const t = createTranslator({
      locale: "en",
      messages: { m: pseudoMessage(message) },
    });
    expect(
      t.rich("m", {
        count: 2,
        name: "Ana",
        link: (chunks) => `[${String(chunks)}]`,
      }),
    ).toEqual(expect.anything());
    expect(
      t.markup("m", { count: 2, name: "Ana", link: (c) => `<a>${c}</a>` }),
    ).toBe("⟦2 šéŕṽíçéš ƒóŕ Ana, <a>šéé</a>······⟧");
  });

  test("every English message keeps its arguments and tags once rewritten", () => {
    const pseudo = pseudoCatalogue(english);
    const english_ = leaves(english);
    const rewritten = leaves(pseudo);
    expect([...rewritten.keys()]).toEqual([...english_.keys()]);
    for (const [key, message] of english_) {
      const again = rewritten.get(key) ?? "";
      expect([key, names(parse(again))]).toEqual([key, names(parse(message))]);
      expect(again).toMatch(/^⟦[^]*⟧$/);
    }
  });

  test("finds the text outside every bracket, nested ones included", () => {
    const page = `${pseudoText("Book")} Total ${pseudoText(`A ${pseudoText("b")} c`)} $89 · 12:30 (optional)`;
    expect(outsidePseudo(page)).toEqual(["Total", "$89 · 12:30 (optional)"]);
    expect(outsidePseudo(`${pseudoText("All of it")} $89`)).toEqual([]);
  });
});
