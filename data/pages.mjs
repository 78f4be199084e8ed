// @ts-check
// Every page of the site, once: the sitemap, robots.txt, the X-Robots-Tag
// headers, hreflang, the language switch, localePath and the tests' lists of
// pages are derived from it (lib/i18n/paths.ts, lib/pages.ts,
// lib/deployment.mjs). Adding a page is an entry here and its file under
// app/[locale]. Plain ESM, importing nothing: next.config.mjs and the
// browser's language switch read it too.

/**
 * @typedef {object} Page
 * @property {string} path The page's address in the default language. A
 *   `[part]` is filled by the catalogue or the database.
 * @property {"every" | "default"} languages Written in every language of
 *   data/locales.mjs, or in the default one only.
 * @property {"indexed" | "private" | "work" | "preview"} kind `indexed`: in
 *   search results and the sitemap. `private`: a visitor's own (the cart, the
 *   account, a review link), and `work`: staff's and Techs' pages; neither is
 *   indexed, and robots.txt and the X-Robots-Tag header keep crawlers out of
 *   those the build writes. `preview`: served by preview builds only.
 * @property {"build" | "request"} rendered Written by the build, or on each
 *   request.
 */

/** @type {readonly Page[]} */
export const pages = [
  { path: "/", languages: "every", kind: "indexed", rendered: "build" },
  { path: "/about-us", languages: "every", kind: "indexed", rendered: "build" },
  {
    path: "/contact-us",
    languages: "every",
    kind: "indexed",
    rendered: "build",
  },
  { path: "/services", languages: "every", kind: "indexed", rendered: "build" },
  // The managed IT pages (data/content/offerings.ts).
  {
    path: "/[offering]",
    languages: "every",
    kind: "indexed",
    rendered: "build",
  },
  {
    path: "/services/[service]",
    languages: "every",
    kind: "indexed",
    rendered: "build",
  },
  {
    path: "/privacy-policy",
    languages: "every",
    kind: "indexed",
    rendered: "build",
  },
  {
    path: "/cancellation-policy",
    languages: "every",
    kind: "indexed",
    rendered: "build",
  },
  {
    path: "/terms-of-service",
    languages: "every",
    kind: "indexed",
    rendered: "build",
  },
  {
    path: "/refund-policy",
    languages: "every",
    kind: "indexed",
    rendered: "build",
  },
  { path: "/techs", languages: "every", kind: "indexed", rendered: "request" },
  // The sitemap lists the published profiles (app/sitemap.ts).
  {
    path: "/techs/[handle]",
    languages: "every",
    kind: "indexed",
    rendered: "request",
  },
  {
    path: "/stay-safe",
    languages: "every",
    kind: "indexed",
    rendered: "build",
  },
  {
    path: "/accessibility",
    languages: "every",
    kind: "indexed",
    rendered: "build",
  },
  { path: "/bookings", languages: "every", kind: "private", rendered: "build" },
  {
    path: "/bookings/confirmation",
    languages: "every",
    kind: "private",
    rendered: "build",
  },
  { path: "/cart", languages: "every", kind: "private", rendered: "build" },
  { path: "/checkout", languages: "every", kind: "private", rendered: "build" },
  { path: "/user", languages: "every", kind: "private", rendered: "build" },
  // A review's link (docs/product.md §24.1): its token is signed.
  {
    path: "/reviews/[token]",
    languages: "every",
    kind: "private",
    rendered: "request",
  },
  { path: "/staff", languages: "default", kind: "work", rendered: "build" },
  // The marketing team's door to the CMS at /admin.
  { path: "/content", languages: "default", kind: "work", rendered: "build" },
  {
    path: "/staff/search",
    languages: "default",
    kind: "work",
    rendered: "request",
  },
  {
    path: "/techs/edit",
    languages: "default",
    kind: "work",
    rendered: "build",
  },
  {
    path: "/problems/new",
    languages: "default",
    kind: "work",
    rendered: "build",
  },
  {
    path: "/problems/[id]",
    languages: "default",
    kind: "work",
    rendered: "request",
  },
  {
    path: "/tech/problems",
    languages: "default",
    kind: "work",
    rendered: "build",
  },
  {
    path: "/tech/problems/[id]",
    languages: "default",
    kind: "work",
    rendered: "request",
  },
  {
    path: "/tech/bookings",
    languages: "default",
    kind: "work",
    rendered: "build",
  },
  {
    path: "/tech/reviews",
    languages: "default",
    kind: "work",
    rendered: "build",
  },
  {
    path: "/preview",
    languages: "default",
    kind: "preview",
    rendered: "request",
  },
];

/**
 * The addresses under app/[locale] that are files, not pages: the routes that
 * answer in every language's tree. The routes below a page's `/api/` are its
 * own and are not listed.
 */
export const pageFiles = [
  "/opengraph-image",
  "/search-index.json",
  "/services/[service]/opengraph-image",
  "/techs/[handle]/opengraph-image",
  "/techs/[handle]/photo",
  "/bookings/calendar",
  "/user/plan",
];

/**
 * The CMS (docs/cms.md): Payload's admin and, under it, its API. No
 * language's, never indexed, never in the sitemap: robots.txt, the
 * X-Robots-Tag header and proxy.ts read it from here.
 */
export const cmsAdminPath = "/admin";
