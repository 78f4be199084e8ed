// A PostCSS plugin, run after Tailwind (postcss.config.mjs), for the custom
// properties Tailwind 4 declares for utilities the site does not use:
// - one that no var() reads is dropped, with its @property rule: Tailwind
//   sets --tw-font-weight beside every font-weight and --tw-tracking beside
//   every letter-spacing, 0.6 kB of the stylesheet that changes nothing;
// - one that no rule sets is a constant: each var() of it becomes its
//   @property initial value or its fallback (outline-style: solid, the
//   transitions' easing), and its @property rule and fallback go.
// The fallback layer is Tailwind's `@layer properties`, for browsers without
// @property: it sets every such property on every element, so it counts as
// neither setting nor reading one.

/** @param {import("postcss").Node} node */
function inFallbackLayer(node) {
  for (let up = node.parent; up; up = up.parent) {
    if (up.type === "atrule" && /** @type {any} */ (up).name === "layer") {
      return /** @type {any} */ (up).params === "properties";
    }
  }
  return false;
}

/**
 * `value` with each `var(name…)` given to `replace` (its fallback, or
 * undefined) and replaced by what it returns, when that is a string.
 * @param {string} value
 * @param {(name: string, fallback: string | undefined) => string | undefined} replace
 */
function mapVars(value, replace) {
  let out = "";
  let at = 0;
  for (;;) {
    const start = value.indexOf("var(", at);
    if (start < 0) return out + value.slice(at);
    let depth = 0;
    let end = start + 3;
    do {
      if (value[end] === "(") depth++;
      else if (value[end] === ")") depth--;
      end++;
    } while (depth > 0 && end < value.length);
    const inner = value.slice(start + 4, end - 1);
    const comma = inner.indexOf(",");
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const fallback = comma < 0 ? undefined : inner.slice(comma + 1).trim();
    const replaced = replace(name, fallback);
    out += value.slice(at, start) + (replaced ?? value.slice(start, end));
    at = end;
  }
}

/** @returns {import("postcss").Plugin} */
function dropUnreadProperties() {
  return {
    postcssPlugin: "drop-unread-custom-properties",
    OnceExit(root) {
      /** @type {Set<string>} */
      const read = new Set();
      /** @type {Set<string>} */
      const set = new Set();
      /** @type {Map<string, string>} */
      const initial = new Map();
      root.walkDecls((decl) => {
        if (decl.prop.startsWith("--") && !inFallbackLayer(decl)) {
          set.add(decl.prop);
        }
        mapVars(decl.value, (name) => {
          read.add(name);
          return undefined;
        });
      });
      root.walkAtRules("property", (rule) => {
        rule.walkDecls("initial-value", (decl) => {
          initial.set(rule.params.trim(), decl.value);
        });
      });
      const constant = (/** @type {string} */ name) =>
        name.startsWith("--tw-") && !set.has(name);

      root.walkDecls((decl) => {
        decl.value = mapVars(decl.value, (name, fallback) =>
          constant(name) ? (initial.get(name) ?? fallback) : undefined,
        );
      });
      root.walkDecls(/^--tw-/, (decl) => {
        if (!read.has(decl.prop) || constant(decl.prop)) decl.remove();
      });
      root.walkAtRules("property", (rule) => {
        const name = rule.params.trim();
        if (!read.has(name) || constant(name)) rule.remove();
      });
      root.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove();
      });
    },
  };
}
dropUnreadProperties.postcss = true;

export default dropUnreadProperties;
