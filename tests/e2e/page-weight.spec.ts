import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { localeTreePath } from "@/lib/i18n/tree-paths.mjs";
import { builtPages } from "@/scripts/built-pages.mjs";
import { stylesheetLinks } from "@/scripts/inline-stylesheet.mjs";
import { expect, test } from "./fixtures";

// What each page's HTML weighs as served (docs/performance.md): the stylesheet's
// text once, in a <style> in the head, never in the React payload nor in a
// client navigation's .rsc file, and no page over 20 kB compressed nor 100 kB
// as it is.

const builds = [".next", ".next-preview"] as const;

/**
 * The site's one stylesheet, the file its pages link (the CMS's admin at
 * /admin brings its own): its link's href and its text.
 */
function stylesheet(build: string) {
  const home = readFileSync(
    path.join(build, "server", "app", `${localeTreePath("/")}.html`),
    "utf8",
  );
  const links = stylesheetLinks(home);
  expect(links, `${build}: the home page's stylesheets`).toHaveLength(1);
  const { href } = links[0]!;
  return {
    href,
    css: readFileSync(path.join(build, href.replace(/^\/_next\//, "")), "utf8"),
  };
}

/** A rule of the built stylesheet that every page's markup uses. */
function srOnlyRule(css: string): string {
  const rule = /\.sr-only\{[^}]+\}/.exec(css)?.[0];
  expect(rule, "the .sr-only rule in the stylesheet").toBeDefined();
  return rule!;
}

const count = (text: string, part: string) => text.split(part).length - 1;

test.describe("page weight", () => {
  // The 404 is Next.js's own page, outside the build's list of pages.
  const pages = [...builtPages(".next"), "/404"];

  test("each page carries the stylesheet's text once, in its head, before its disabled link; not in the React payload", async ({
    request,
  }) => {
    const { href, css } = stylesheet(".next");
    const rule = srOnlyRule(css);
    const inlined = `<style>${css}</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`;
    for (const route of pages) {
      const html = await (await request.get(route)).text();
      // Inlined by Next.js, the rule would also be twice in the payload.
      expect(count(html, rule), `${route}: the stylesheet's text`).toBe(1);
      expect(count(html, inlined), `${route}: inlined before its link`).toBe(1);
      expect(
        html.indexOf(inlined) < html.indexOf("</head>"),
        `${route}: in the head`,
      ).toBe(true);
      expect(
        count(html, 'rel="stylesheet"'),
        `${route}: stylesheet links`,
      ).toBe(1);
    }
  });

  test("no client navigation's .rsc file carries the stylesheet's text, in either build", () => {
    for (const build of builds) {
      const rule = srOnlyRule(stylesheet(build).css);
      const app = path.join(build, "server", "app");
      const rsc = readdirSync(app, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith(".rsc"));
      expect(rsc.length, `${build}: .rsc files`).toBeGreaterThan(40);
      for (const file of rsc) {
        const text = readFileSync(path.join(app, file), "utf8");
        expect(text.includes(rule), `${build}/${file}`).toBe(false);
      }
    }
  });

  test("every page's HTML is at most 20 kB gzip", async ({ request }) => {
    for (const route of pages) {
      const html = await (await request.get(route)).body();
      const gzip = gzipSync(html, { level: 9 }).length;
      expect(gzip, `${route}: ${gzip} bytes gzip`).toBeLessThanOrEqual(
        20 * 1024,
      );
    }
  });

  test("every page's HTML is at most 100 kB raw", async ({ request }) => {
    for (const route of pages) {
      const html = await (await request.get(route)).body();
      expect(html.length, `${route}: ${html.length} bytes`).toBeLessThanOrEqual(
        100 * 1024,
      );
    }
  });

  test("the stylesheet is at most 20 kB raw", () => {
    const { css } = stylesheet(".next");
    expect(Buffer.byteLength(css)).toBeLessThanOrEqual(20 * 1024);
  });
});
