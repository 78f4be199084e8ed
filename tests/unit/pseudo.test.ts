import { createTranslator } from "next-intl";
import {
  outsidePseudo,
  pseudoCatalogue,
  pseudoMessage,
  pseudoText,
} from "@/lib/i18n/pseudo";
import english from "@/messages/en";
import { argumentNames, leaves } from "./icu";

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
      expect([key, argumentNames(again)]).toEqual([
        key,
        argumentNames(message),
      ]);
      expect(again).toMatch(/^⟦[^]*⟧$/);
    }
  });

  test("finds the text outside every bracket, nested ones included", () => {
    const page = `${pseudoText("Book")} Total ${pseudoText(`A ${pseudoText("b")} c`)} $89 · 12:30 (optional)`;
    expect(outsidePseudo(page)).toEqual(["Total", "$89 · 12:30 (optional)"]);
    expect(outsidePseudo(`${pseudoText("All of it")} $89`)).toEqual([]);
  });
});
