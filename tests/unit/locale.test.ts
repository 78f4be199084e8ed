import { localeOf, readLocale } from "@/lib/locale";

describe("the language a request was made in", () => {
  test('"es" is Spanish', () => {
    expect(readLocale("es")).toBe("es");
  });

  test("English, nothing and anything else are English", () => {
    for (const value of [
      "en",
      "",
      "ES",
      " es",
      "es-US",
      "fr",
      null,
      undefined,
      1,
      ["es"],
      { es: true },
    ]) {
      expect(readLocale(value)).toBe("en");
    }
  });
});

describe("the language of a JSON body", () => {
  test("is its locale field, read as readLocale reads one", () => {
    expect(localeOf({ locale: "es", token: "t" })).toBe("es");
    expect(localeOf({ locale: "fr" })).toBe("en");
    expect(localeOf({ token: "t" })).toBe("en");
  });

  test("is the default language's for a body that is no object", () => {
    for (const body of [null, undefined, "es", 1, true]) {
      expect(localeOf(body)).toBe("en");
    }
  });
});
