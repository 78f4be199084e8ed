// @ts-check
// The stylesheet's text in each pre-rendered page's HTML, once (docs/performance.md,
// "The stylesheet in each page"). scripts/post-build.mjs rewrites every page after
// `next build`: a `<style>` with the file's text goes in the head, just before the
// page's one `<link rel="stylesheet">`, which stays but is marked `disabled`. A
// disabled stylesheet link is never fetched, and React's hydration finds the link
// by its href (the React payload names the file, never its text) and takes it as
// loaded: it neither adds another nor waits for one, now or on a client
// navigation. So a page paints from its own HTML, and no CSS is downloaded again.
import { createHash } from "node:crypto";

const linkTag = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const disabled = /\sdisabled(=""|\s|\/?>)/;

/**
 * The `<link rel="stylesheet">` tags of a document, in order, with their href.
 * @param {string} html
 */
export function stylesheetLinks(html) {
  return [...html.matchAll(linkTag)].map(([tag]) => ({
    tag,
    href: /\shref="([^"]*)"/.exec(tag)?.[1] ?? "",
  }));
}

/**
 * Next.js's own error documents (`<html id="__next_error__">`: its global error
 * page, and a page pre-rendered as "not found" that only a preview serves) bring
 * their own inline style or none, and link no stylesheet.
 * @param {string} html
 */
export function isFrameworkErrorDocument(html) {
  return /^<!DOCTYPE html><html id="__next_error__"/i.test(html);
}

/**
 * The page with its stylesheet inlined before its link, the link disabled.
 * Refuses a page that does not have exactly one stylesheet link in its head,
 * one whose link is not the build's own file, and a stylesheet whose text would
 * end the `<style>` early. A page already rewritten with the same text is
 * returned as it is, so running the build step twice changes nothing.
 * @param {string} html
 * @param {(href: string) => string} readCss the text of a /_next/static/ file
 * @returns {{ html: string, href: string }}
 */
export function inlineStylesheet(html, readCss) {
  const links = stylesheetLinks(html);
  if (links.length !== 1) {
    throw new Error(
      `expected exactly one <link rel="stylesheet"> to inline, found ${links.length}${links.map((l) => ` ${l.href}`).join(",")}`,
    );
  }
  const [{ tag, href }] = /** @type {[{ tag: string, href: string }]} */ (
    links
  );
  if (!href.startsWith("/_next/static/") || !href.endsWith(".css")) {
    throw new Error(`the stylesheet link is not the build's own file: ${tag}`);
  }
  if (html.indexOf(tag) > html.indexOf("</head>")) {
    throw new Error(`the stylesheet link is not in the head: ${tag}`);
  }
  const css = readCss(href);
  if (/<\/style/i.test(css)) {
    throw new Error(`${href} contains "</style", which would end the <style>`);
  }
  const style = `<style>${css}</style>`;
  if (disabled.test(tag)) {
    if (!html.includes(style + tag)) {
      throw new Error(
        `the stylesheet link is disabled but not preceded by the text of ${href}: ${tag}`,
      );
    }
    return { html, href };
  }
  const disabledTag = tag.replace(/\s*\/?>$/, ' disabled=""/>');
  return { html: html.replace(tag, () => style + disabledTag), href };
}

/**
 * CSP hash sources ('sha256-…') of a document's `<style>` elements (those inside
 * `<noscript>` too, which apply when scripts are off), in order, without repeats.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStyleHashes(html) {
  const hashes = new Set();
  for (const [, body = ""] of html.matchAll(
    /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi,
  )) {
    const digest = createHash("sha256").update(body, "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}
