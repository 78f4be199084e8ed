import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { company } from "@/data/company";
import { pages } from "@/data/pages.mjs";
import { defaultLocale, locales } from "@/data/locale";
import { addressesOf } from "@/data/routes";
import { pathIn } from "@/lib/i18n/paths";
import { outsidePseudo, pseudoOpen } from "@/lib/i18n/pseudo";
import { pseudoPort } from "../../playwright.config";
import { expect, seedCart, test } from "./fixtures";
import { overflow } from "./page-checks";

// The pseudo-locale (issue 68; docs/architecture.md, "Languages"): a test
// build (npm run build:pseudo) draws the default language's catalogue and
// content accented, lengthened by 30% and bracketed. Every page written in
// every language is read here in it: any text a visitor sees that is not in
// that form came from neither (written in code, sent from data/, or left out
// of the catalogue), and at 390 px no page may scroll sideways with the
// longer words.

const pseudo = `http://127.0.0.1:${pseudoPort}`;

/**
 * A sample for each part the database fills: no Tech has that handle and no
 * review that token, so each page draws its answer for a visitor who followed
 * a stale link (the not-found page, the refused link), in the same words.
 */
const samples: Record<string, string> = {
  "/techs/[handle]": "/techs/no-such-tech",
  "/reviews/[token]": "/reviews/not-a-token",
};

/** Every page of every language, in the default language's addresses. */
const routes = pages
  .filter((page) => page.languages === "every" && page.kind !== "preview")
  .flatMap((page) =>
    page.path.includes("[") && !(page.path in samples)
      ? addressesOf(page)
      : page.path.includes("[")
        ? [samples[page.path]!]
        : [page.path],
  );

/**
 * What may be read outside the pseudo-locale's form, because it is a fact and
 * not a word: the company's name and how to reach it (data/company.ts), the
 * same in every language. Numbers, prices, phone numbers and ZIP codes have no
 * letter and pass already; text in another language on purpose (the language
 * switch) carries its own `lang` and is left out in the page.
 */
const facts = [
  company.name,
  ...company.name.split(" "),
  company.email,
  company.address.street,
  company.address.city,
  company.address.region,
  company.address.country,
].sort((a, b) => b.length - a.length);

/** A text less the facts in it, each a whole word. */
function lessFacts(text: string): string {
  let rest = text;
  for (const fact of facts) {
    const escaped = fact.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    rest = rest.replace(
      new RegExp(`(?<![\\w@.])${escaped}(?![\\w@])`, "g"),
      "",
    );
  }
  return rest;
}

/**
 * Everything a visitor reads or hears on the page, in document order: its
 * visible text nodes, the words of its images, controls and tooltips, the
 * document's title and description. Left out: text inside an element whose
 * `lang` is not the page's (another language on purpose, the language
 * switch); a `<time>`, written by lib/dates in the calendar words of the
 * language's own locale data, which no catalogue holds; and what is neither
 * seen nor heard, hidden from assistive technology and placed off the page
 * (the form's trap for bots).
 */
async function readable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const foreign = (element: Element) => {
      const own = element.closest("[lang]");
      if (own !== null && own.getAttribute("lang") !== lang) return true;
      if (element.closest("time")) return true;
      const box = element.getBoundingClientRect();
      return (
        element.closest('[aria-hidden="true"]') !== null &&
        (box.right <= 0 || box.bottom <= 0)
      );
    };
    const found: string[] = [document.title];
    const description = document.querySelector('meta[name="description"]');
    found.push(description?.getAttribute("content") ?? "");
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility() || foreign(parent)) continue;
      if (parent.closest("script, style, noscript, template")) continue;
      found.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll(
      "[alt], [aria-label], [placeholder], [title]",
    )) {
      if (foreign(element)) continue;
      if (!element.checkVisibility() && element.tagName !== "IMG") continue;
      for (const name of ["alt", "aria-label", "placeholder", "title"])
        found.push(element.getAttribute(name) ?? "");
    }
    return found.filter((text) => text.trim() !== "");
  });
}

/**
 * The texts not in the pseudo-locale's form: a stretch outside its brackets
 * with a letter in it, or, inside them, an unaccented Latin letter (every one
 * of the catalogue's is accented, so it was put in from code: a placeholder's
 * value, say).
 */
function notPseudo(texts: readonly string[]): string[] {
  const whole = texts.map(lessFacts).join("\n");
  const outside = outsidePseudo(whole);
  const unaccented = texts
    .map(lessFacts)
    .filter((text) => text.includes(pseudoOpen) && /[A-Za-z]/.test(text))
    .map((text) => text.trim());
  return [...new Set([...outside, ...unaccented])];
}

/** Opens a page of the pseudo build with a service in the cart, so the cart, the checkout and the header show a line. */
async function open(page: Page, route: string) {
  await seedCart(page, ["printer-setup"]);
  await page.goto(route);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test.describe("every page in the pseudo-locale", () => {
  // A stale link's page answers 404, which the console reports.
  test.use({ baseURL: pseudo, failOnConsoleError: false });

  for (const route of routes) {
    test(`${route}: no text outside the pseudo-locale's form, and at 390 px nothing wider than the screen`, async ({
      page,
    }) => {
      await open(page, route);
      await expect(page.locator("h1").first()).toContainText(pseudoOpen);
      expect.soft(notPseudo(await readable(page)), route).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      const { wider, past } = await overflow(page);
      expect({ wider, past }, route).toEqual({ wider: false, past: [] });
    });
  }

  // In this build the default language's every word is bracketed, so a
  // bracket on another language's page is a word drawn in the default
  // language there (a table read for the wrong locale, an English-only
  // module): what the list of words "reviewed as the same in both
  // languages" let tests/e2e/espanol.spec.ts look for, without a list.
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    const localeRoutes = routes.map((route) => pathIn(locale, route));
    test(`${localeRoutes.length} pages in ${locale}: no word of the default language`, async ({
      page,
    }) => {
      test.slow();
      const found: string[] = [];
      for (const route of localeRoutes) {
        await open(page, route);
        for (const text of await readable(page))
          if (text.includes(pseudoOpen)) found.push(`${route}: ${text.trim()}`);
      }
      expect(found).toEqual([]);
    });
  }
});

/** Every file a build serves or runs: its server code, its pages, its browser bundles. */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(full);
    return /\.(js|html|rsc|json|body)$/.test(entry.name) ? [full] : [];
  });
}

/** The builds' files that carry the pseudo-locale's bracket. */
function withPseudo(build: string): string[] {
  return ["server", "static"]
    .flatMap((part) => builtFiles(path.join(build, part)))
    .filter((file) => readFileSync(file, "utf8").includes(pseudoOpen));
}

test("no page and no word of the pseudo-locale in the production or the preview build", () => {
  // The scan looks at the right files: the pseudo build has them everywhere.
  expect(withPseudo(".next-pseudo").length).toBeGreaterThan(50);
  expect(withPseudo(".next")).toEqual([]);
  expect(withPseudo(".next-preview")).toEqual([]);
});
