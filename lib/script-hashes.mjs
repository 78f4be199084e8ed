// @ts-check
// The hashes of each pre-rendered page's inline scripts, computed by
// scripts/post-build.mjs (part of `npm run build`) into a manifest in the build
// directory, which lib/server/script-hash-manifest.mjs reads for proxy.ts. Plain
// ESM so that the build step can import it; typed by its JSDoc (@ts-check).
import { createHash } from "node:crypto";

/** The manifest's file name inside the build directory. */
export const manifestFile = "inline-script-hashes.json";

/** Script types a browser executes; JSON-LD and other data blocks need no hash. */
const executable = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * CSP hash sources ('sha256-…') of the inline scripts a browser would run, in
 * document order, without repeats. A script's hash covers its text exactly as
 * written between the tags, which is what the browser hashes.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!executable.test(type.trim())) continue;
    const digest = createHash("sha256").update(body, "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/**
 * The route a pre-rendered file under server/app answers: "index.html" is "/",
 * "services/printer-setup.html" is "/services/printer-setup", and Next's own
 * "_not-found.html" is "/_not-found".
 * @param {string} file path relative to server/app, with "/" separators
 */
export function routeOfHtmlFile(file) {
  const route = `/${file.replace(/\.html$/, "")}`;
  return route === "/index" ? "/" : route.replace(/\/index$/, "");
}
