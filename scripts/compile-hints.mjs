// @ts-check
// The scripts a pre-rendered page loads at start, and V8's explicit compile hint
// for them. A script that opens with the hint comment has every function in it
// compiled as the file loads, on a background thread when Chromium streams the
// file (Chromium 136 and later); without it, V8 compiles each function on the
// main thread the first time it runs. Next.js's start-up scripts (React, the
// router, the module factories) run most of their code as a page starts, and that
// compiling was most of the one long task of every load (docs/performance.md,
// "Compile hints"). Other browsers read the hint as a comment.

export const compileHint = "//# allFunctionsCalledOnLoad\n";

/**
 * The build's own scripts a page's HTML loads: its `<script src>` tags under
 * /_next/static/, each once, in order, without a query string. `nomodule`
 * polyfills are left out, as a current browser does not load them.
 * @param {string} html
 * @returns {string[]} paths such as "/_next/static/chunks/0abc.js"
 */
export function startupScripts(html) {
  const found = new Set();
  for (const [tag, src = ""] of html.matchAll(
    /<script[^>]+src="([^"]+)"[^>]*>/g,
  )) {
    if (!/\bnomodule\b/i.test(tag) && src.startsWith("/_next/static/"))
      found.add(src.split("?")[0]);
  }
  return [...found];
}

/**
 * A script with the compile hint as its first line; a script that already has
 * it is returned as it is, so running the build step twice changes nothing.
 * @param {string} code
 */
export function withCompileHint(code) {
  return code.startsWith(compileHint) ? code : compileHint + code;
}
