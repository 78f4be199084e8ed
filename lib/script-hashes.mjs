// The hashes of each pre-rendered page's inline scripts, written into the build
// directory by scripts/post-build.mjs (part of `npm run build`) and read by
// proxy.ts, which sends them in that page's Content-Security-Policy. Plain ESM so
// that the build step can import it; types in script-hashes.d.mts.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

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
  for (const [, attributes, body] of html.matchAll(
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

/**
 * @typedef {{ buildId: string, routes: Record<string, string[]> }} ScriptHashManifest
 */

/**
 * Reads a build's manifest and checks that it belongs to that build, so a page
 * can never be sent with the hashes of another build's scripts.
 * @param {string} distDir absolute or relative to the working directory
 * @returns {ScriptHashManifest}
 */
export function readScriptHashes(distDir) {
  const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
  /** @type {ScriptHashManifest} */
  let manifest;
  try {
    manifest = JSON.parse(
      readFileSync(path.join(distDir, manifestFile), "utf8"),
    );
  } catch (error) {
    throw new Error(
      `${path.join(distDir, manifestFile)} is missing or unreadable: build with \`npm run build\`, which writes it after \`next build\``,
      { cause: error },
    );
  }
  if (manifest.buildId !== buildId) {
    throw new Error(
      `${path.join(distDir, manifestFile)} belongs to build ${manifest.buildId}, not to ${buildId}: rebuild with \`npm run build\``,
    );
  }
  return manifest;
}
