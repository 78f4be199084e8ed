// @ts-check
// Reads the manifest of inline-script hashes that scripts/post-build.mjs wrote
// into the build directory; proxy.ts sends each page its own hashes in its
// Content-Security-Policy. Typed by its JSDoc, which tsc checks (@ts-check).
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { manifestFile } from "../script-hashes.mjs";

/**
 * @typedef {{ buildId: string, routes: Record<string, string[]>, styles: string[] }} ScriptHashManifest
 *   routes: each pre-rendered page's inline scripts; styles: every inline
 *   `<style>` of the build's pages (scripts/inline-stylesheet.mjs)
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
