import formatOnly from "use-intl/format-message/format-only";

/**
 * The formatter of every translator in the build, server and islands alike:
 * next.config.mjs aliases use-intl's `use-intl/format-message` to this
 * module, as next-intl's `messages.precompile` does to use-intl's
 * `format-only`, because the build's loader turns each catalogue file into
 * precompiled messages (icu-minify), so no ICU parser ships
 * (docs/performance.md, "JavaScript per page").
 *
 * It is `format-only` with one difference: a message whose words come out
 * empty (`{language, select, es {Speaks Spanish} other {}}` for English, an
 * argument given "") is "" here, as with the parser, where icu-minify gives
 * an empty list of parts, which `t()` then refuses as INVALID_MESSAGE.
 * Outside the build (Jest, a script run by Node) the catalogue is the JSON as
 * written and use-intl parses it; tests/unit/precompiled-messages.test.ts
 * holds both ways to the same sentences.
 */
export default function formatMessage(
  ...args: Parameters<typeof formatOnly>
): ReturnType<typeof formatOnly> {
  const result = formatOnly(...args);
  return Array.isArray(result) && result.length === 0 ? "" : result;
}

// `t.raw` hands back a precompiled message, not its ICU text.
formatMessage.raw = false;
