import { isSiteAddress } from "@/lib/i18n/addresses";
import {
  defaultPath,
  inLanguage,
  languageAlternates,
  languageOf,
  localePath,
} from "@/lib/i18n/paths";

// The page list (data/pages.mjs) decides which addresses are pages, in
// which languages; proxy.ts answers any other default-language address with
// the build's 404 page.

describe("a default-language address", () => {
  it.each([
    ["/", true],
    ["/cart", true],
    ["/services/printer-setup", true],
    ["/services/no-such-service", false],
    ["/cloud-computing", true],
    ["/Cloud-Computing", false],
    ["/404", false],
    ["/cart/extra", false],
    ["/techs/edit", true],
    ["/techs/any-handle", true],
    ["/reviews/a.token", true],
    ["/opengraph-image", true],
    ["/search-index.json", true],
    ["/services/printer-setup/opengraph-image", true],
    ["/checkout/api/slots", true],
  ])("%s is a page or a page's file: %p", (path, known) => {
    expect(isSiteAddress(path)).toBe(known);
  });
});

describe("a page's addresses in each language", () => {
  it("keeps a link in Spanish where the page is written in Spanish", () => {
    expect(localePath("es", "/cart")).toBe("/es/cart");
    expect(localePath("es", "/")).toBe("/es");
    expect(localePath("es", "/#ites-services")).toBe("/es#ites-services");
    expect(localePath("es", "/techs?skill=printer-setup")).toBe(
      "/es/techs?skill=printer-setup",
    );
  });

  it("gives the English page where it is written in English only", () => {
    expect(inLanguage("es", "/staff")).toBe(false);
    expect(localePath("es", "/staff")).toBe("/staff");
    expect(localePath("es", "/tech/problems/abc")).toBe("/tech/problems/abc");
    expect(localePath("en", "/cart")).toBe("/cart");
  });

  it("reads the language from the prefix, and the English address back", () => {
    expect(languageOf("/es/cart")).toBe("es");
    expect(languageOf("/estate")).toBe("en");
    expect(defaultPath("/es")).toBe("/");
    expect(defaultPath("/es/")).toBe("/");
    expect(defaultPath("/es#x")).toBe("/#x");
    expect(defaultPath("/es/about-us")).toBe("/about-us");
    expect(defaultPath("/about-us")).toBe("/about-us");
  });

  it("names every language and x-default for hreflang", () => {
    expect(languageAlternates("/es/about-us")).toEqual({
      en: "/about-us",
      es: "/es/about-us",
      "x-default": "/about-us",
    });
  });
});

describe("the address Next.js reports while it draws a page", () => {
  it("is read as the page's own", () => {
    expect(defaultPath("/en")).toBe("/");
    expect(defaultPath("/en/about-us")).toBe("/about-us");
    expect(languageOf("/en/about-us")).toBe("en");
  });
});
