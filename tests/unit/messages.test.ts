import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { locales } from "@/data/locale";
import { argumentNames, leaves } from "./icu";
import { sameInBothLanguages } from "./same-in-both";
import {
  catalogue as loaded,
  englishOnlyNamespaces,
} from "@/lib/i18n/catalogue";

type Catalogue = { [key: string]: string | Catalogue };

const englishOnly: readonly string[] = englishOnlyNamespaces;

/** A language's catalogue, one namespace per file, as it is on disk. */
function catalogue(locale: string): Catalogue {
  const folder = path.join(process.cwd(), "messages", locale);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith(".json"))
      .map((name) => [
        name.slice(0, -".json".length),
        JSON.parse(readFileSync(path.join(folder, name), "utf8")) as Catalogue,
      ]),
  );
}

/** The English catalogue without the pages that exist in English only. */
const english = leaves(
  Object.fromEntries(
    Object.entries(catalogue("en")).filter(([n]) => !englishOnly.includes(n)),
  ),
);

describe("the message catalogues (messages/<locale>/*.json)", () => {
  test.each(locales.filter((l) => l !== "en"))(
    "%s has exactly the English catalogue's keys",
    (locale) => {
      const other = leaves(catalogue(locale));
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  test.each(locales.filter((l) => l !== "en"))(
    "no %s message is the English one, unless it is on the reviewed list",
    (locale) => {
      const other = leaves(catalogue(locale));
      const same = [...english].filter(
        ([key, message]) =>
          other.get(key) === message && !sameInBothLanguages(message),
      );
      expect(same).toEqual([]);
    },
  );

  test.each(locales)(
    "messages/%s/index.ts loads every namespace file of its folder",
    (locale) => {
      expect(Object.keys(loaded(locale)).sort()).toEqual(
        Object.keys(catalogue(locale)).sort(),
      );
    },
  );

  test("each message names the same placeholders in both languages", () => {
    const placeholders = (message: string) => argumentNames(message).sort();
    const spanish = leaves(catalogue("es"));
    for (const [key, message] of english) {
      expect([key, placeholders(spanish.get(key) ?? "")]).toEqual([
        key,
        placeholders(message),
      ]);
    }
  });
});
