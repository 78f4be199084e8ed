import { readFileSync } from "node:fs";
import path from "node:path";
import { identicalInBothLanguages } from "@/data/es/identical";
import { locales } from "@/data/locale";

type Catalogue = { [key: string]: string | Catalogue };

function catalogue(locale: string): Catalogue {
  const file = path.join(process.cwd(), "messages", `${locale}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Catalogue;
}

/** Every leaf as "namespace.key" → message. */
function leaves(messages: Catalogue, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(name, value);
    else for (const [k, v] of leaves(value, name)) found.set(k, v);
  }
  return found;
}

const english = leaves(catalogue("en"));

describe("the message catalogues (messages/*.json)", () => {
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
          other.get(key) === message &&
          !identicalInBothLanguages.includes(message),
      );
      expect(same).toEqual([]);
    },
  );

  test("each message names the same placeholders in both languages", () => {
    const placeholders = (message: string) =>
      [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    const spanish = leaves(catalogue("es"));
    for (const [key, message] of english) {
      expect([key, placeholders(spanish.get(key) ?? "")]).toEqual([
        key,
        placeholders(message),
      ]);
    }
  });
});
