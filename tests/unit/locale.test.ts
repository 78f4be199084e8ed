import { readLocale } from "@/lib/locale";

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
