// @ts-check
// Plain ESM so that next.config.mjs can import it; typed by its JSDoc (@ts-check).
import { localeTreePath } from "./i18n/tree-paths.mjs";

/** Firebase Auth's endpoints for e-mail sign-in in production. */
export const googleIdentityOrigins = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
];

/**
 * Where the sign-in page may connect: the Auth emulator when one is configured or
 * no API key is set (as lib/firebase/config.ts decides), else Google.
 * @param {Record<string, string | undefined>} env
 * @param {string} defaultEmulatorHost host:port from firebase.json
 */
export function identityOrigins(env, defaultEmulatorHost) {
  const emulator =
    env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ||
    (env.NEXT_PUBLIC_FIREBASE_API_KEY ? "" : defaultEmulatorHost);
  return emulator ? [`http://${emulator}`] : googleIdentityOrigins;
}

/** Where browsers post the policy's violation reports (app/csp-report/route.ts). */
export const cspReportPath = "/csp-report";
/** The Reporting-Endpoints name that the policy's report-to points at. */
export const cspReportGroup = "csp-endpoint";

/**
 * The Content-Security-Policy. Scripts come from the site's own files; inline
 * scripts run only when listed by hash or nonce (proxy.ts adds each page's), never
 * eval and never a bare 'unsafe-inline'. A page's styles (proxy.ts, `styles`): the
 * site's own files and the inline `<style>` texts of the build by hash (the
 * stylesheet inlined in each pre-rendered page, the layout's no-script rule), no
 * other `<style>`; style attributes only where a page is rendered on request
 * (`styleAttributes`: React writes the Tech avatars' sizes as attributes there, as
 * does the framework's error page). A response that is not a page keeps
 * `'unsafe-inline'` for styles: it carries none, and a not-found page served for
 * an address with a file extension is outside proxy.ts, so this header is set at
 * build time, before the stylesheet's hash is known. Nothing else leaves the site.
 * Violations are reported to the site itself: report-to for browsers with the
 * Reporting API, report-uri for the others (which ignore report-uri when they
 * understand report-to).
 * @param {{ connect?: string[], scripts?: string[], styles?: string[], styleAttributes?: boolean }} [options]
 *   extra origins for fetch/XHR; hash and nonce sources ('sha256-…', 'nonce-…')
 *   for inline scripts; hash sources for inline styles
 */
export function contentSecurityPolicy({
  connect = [],
  scripts = [],
  styles,
  styleAttributes = false,
} = {}) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts],
    "style-src": ["'self'", ...(styles ?? ["'unsafe-inline'"])],
    ...(styles && styleAttributes
      ? { "style-src-attr": ["'unsafe-inline'"] }
      : {}),
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connect],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "report-uri": [cspReportPath],
    "report-to": [cspReportGroup],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The pages that load the sign-in code. */
export const identityPages = [
  "/user",
  "/checkout",
  "/staff",
  "/staff/search",
  "/content",
  "/techs/edit",
  "/problems/new",
  "/tech/problems",
  "/tech/bookings",
  "/tech/reviews",
];

/** The pages rendered on request that load it: one problem, as its Client or a Tech sees it; a review, sent with the account's token when signed in. */
export const identityPrefixes = ["/problems/", "/tech/problems/", "/reviews/"];

/**
 * A page's policy: its inline scripts' hashes (and a nonce for a page rendered on
 * request), the build's inline styles' hashes (`'unsafe-inline'` without them,
 * for the dev server), style attributes on a page rendered on request, plus the
 * identity provider's origins on the pages that sign in or send a signed-in
 * visitor's token: /user, /staff, /techs/edit and /checkout (docs/product.md §5,
 * §17).
 * @param {{ pathname: string, scripts: string[], styles?: string[], styleAttributes?: boolean, env: Record<string, string | undefined>, defaultEmulatorHost: string }} page
 */
export function pageContentSecurityPolicy({
  pathname,
  scripts,
  styles,
  styleAttributes,
  env,
  defaultEmulatorHost,
}) {
  // A page signs in as it does in every language: its path under its
  // language's segment ("/es/user" and "/user" are both "/user").
  const page = localeTreePath(pathname).replace(/^\/[^/]+/, "") || "/";
  return contentSecurityPolicy({
    scripts,
    styles,
    styleAttributes,
    connect:
      identityPages.includes(page) ||
      identityPrefixes.some((prefix) => page.startsWith(prefix))
        ? identityOrigins(env, defaultEmulatorHost)
        : [],
  });
}

/** Browser features the site never uses, switched off for it and anything it embeds. */
export const disabledFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** The headers every response carries, whatever its route. */
export function baseHeaders() {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy() },
    // Relative: resolved against each response's own URL, so every host works.
    {
      key: "Reporting-Endpoints",
      value: `${cspReportGroup}="${cspReportPath}"`,
    },
    {
      key: "Strict-Transport-Security",
      value: "max-age=63072000; includeSubDomains; preload",
    },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: disabledFeatures.map((feature) => `${feature}=()`).join(", "),
    },
  ];
}

/** Where the build's hashed scripts (and stylesheets, when not inlined) are served. */
export const buildChunksPath = "/_next/static/chunks/";

/**
 * The headers of a build chunk. A script or stylesheet is never shown as a
 * document, so the policies that govern documents (what it may load, embed or
 * use, where its links send the referrer) do nothing there; over HTTP/1.1 they
 * cost about 0.8 kB per file, 7-9 kB a page. Nosniff still holds the file to
 * its type, and HSTS holds on every response.
 */
export function chunkHeaders() {
  const kept = ["Strict-Transport-Security", "X-Content-Type-Options"];
  return baseHeaders().filter((header) => kept.includes(header.key));
}

/**
 * Entries for next.config.mjs `headers()`: every response but a build chunk gets
 * all of them (proxy.ts then replaces a page's policy with one that lists its
 * scripts); the chunks get `chunkHeaders()`. Next.js merges every matching entry,
 * so the first one must leave the chunks out.
 */
export function securityHeaders() {
  return [
    {
      source: `/:path((?!${buildChunksPath.slice(1)}).*)`,
      headers: baseHeaders(),
    },
    { source: `${buildChunksPath}:chunk*`, headers: chunkHeaders() },
  ];
}
