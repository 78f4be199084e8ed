import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages } from "@/scripts/built-pages.mjs";
import { expect, test } from "./fixtures";

// What each page's HTML weighs as served (docs/performance.md): the stylesheet
// once, and no page over 15 kB compressed nor 60 kB as it is.

const chunks = path.join(".next", "static", "chunks");
const stylesheets = readdirSync(chunks).filter((name) => name.endsWith(".css"));

/** A rule of the built stylesheet that every page's markup uses. */
function srOnlyRule(): string {
  expect(stylesheets).toHaveLength(1);
  const css = readFileSync(path.join(chunks, stylesheets[0]!), "utf8");
  const rule = /\.sr-only\{[^}]+\}/.exec(css)?.[0];
  expect(rule, "the .sr-only rule in the stylesheet").toBeDefined();
  return rule!;
}

const count = (text: string, part: string) => text.split(part).length - 1;

test.describe("page weight", () => {
  // The 404 is Next.js's own page, outside the build's list of pages.
  const pages = [...builtPages(".next"), "/404"];

  test("each page carries the stylesheet once: linked, never also inline or in the React payload", async ({
    request,
  }) => {
    const rule = srOnlyRule();
    const href = `/_next/static/chunks/${stylesheets[0]}`;
    for (const route of pages) {
      const html = await (await request.get(route)).text();
      // Inlined by Next.js, the rule would be in a <style> and twice in the payload.
      expect(count(html, rule), `${route}: the stylesheet's text`).toBe(0);
      expect(
        count(html, `<link rel="stylesheet" href="${href}"`),
        `${route}: links to the stylesheet`,
      ).toBe(1);
    }
  });

  test("every page's HTML is at most 15 kB gzip", async ({ request }) => {
    for (const route of pages) {
      const html = await (await request.get(route)).body();
      const gzip = gzipSync(html, { level: 9 }).length;
      expect(gzip, `${route}: ${gzip} bytes gzip`).toBeLessThanOrEqual(
        15 * 1024,
      );
    }
  });

  test("every page's HTML is at most 60 kB raw", async ({ request }) => {
    for (const route of pages) {
      const html = await (await request.get(route)).body();
      expect(html.length, `${route}: ${html.length} bytes`).toBeLessThanOrEqual(
        60 * 1024,
      );
    }
  });
});
