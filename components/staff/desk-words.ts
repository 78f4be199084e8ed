import type { Messages } from "next-intl";

/**
 * The namespaces the desk's islands read (its frame, /staff and
 * /staff/search), which the desk's layout hands its `IslandWords`: English
 * only, as the desk is (lib/i18n/catalogue.ts, `englishOnlyNamespaces`).
 */
export const deskNamespaces = [
  "desk",
  "deskReviews",
  "deskSearch",
  "problemStatus",
  "problems",
  "remote",
  "reviews",
  "signIn",
  "techWork",
] as const satisfies readonly (keyof Messages)[];
