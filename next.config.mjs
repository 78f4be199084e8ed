import { readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import createNextIntlPlugin from "next-intl/plugin";
import { buildSource, isIndexable, robotsHeaders } from "./lib/deployment.mjs";
import { gitOutput } from "./lib/server/git.mjs";
import { securityHeaders } from "./lib/security-headers.mjs";
import { sharedCacheUrl } from "./lib/server/shared-cache.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";

/**
 * Fixed when the build runs, for the preview banner and /preview (which reads the
 * pre-rendered pages from distDir); a production build defines none and runs no git.
 */
function previewEnv() {
  if (isIndexable(process.env)) return {};
  const { branch, commit } = buildSource(process.env, gitOutput);
  return {
    BUILD_BRANCH: branch,
    BUILD_COMMIT: commit,
    BUILD_DIST_DIR: distDir,
  };
}

/**
 * Builds of one commit made on different machines get one build id, so a page
 * served by one app server and its next navigation served by another agree
 * (docs/several-servers.md). BUILD_ID overrides; without git, Next.js draws one.
 */
function buildId() {
  return (
    process.env.BUILD_ID || buildSource(process.env, gitOutput).commit || null
  );
}

/**
 * With VALKEY_URL or REDIS_URL, the data cache and ISR pages live in that
 * server, shared by every app server; Next.js's own memory cache in front of
 * it would keep a page another server has revalidated. Read when `next start`
 * loads this file, so one build runs either way.
 */
function cacheSettings() {
  if (!sharedCacheUrl(process.env)) return {};
  return {
    cacheHandler: fileURLToPath(
      new URL("./lib/server/shared-cache.mjs", import.meta.url),
    ),
    cacheMaxMemorySize: 0,
  };
}

/**
 * PSEUDO_LOCALE=1 makes the pseudo-locale's test build (`npm run
 * build:pseudo`): the default language's catalogue and content are drawn
 * rewritten (lib/i18n/pseudo-build-on.ts) in place of as written
 * (lib/i18n/pseudo-build.ts). An alias, not a flag read at run time, so that
 * every other build carries none of its code (docs/architecture.md,
 * "Languages"; tests/e2e/pseudo.spec.ts checks production's files).
 */
const pseudoLocale = process.env.PSEUDO_LOCALE === "1";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // An ETag costs a hash of the whole page on every request, in JavaScript
  // (a third of a millisecond for `/`): more than serving the page itself.
  generateEtags: false,
  reactStrictMode: true,
  // A separate build directory lets tests build a second variant beside the main one.
  distDir,
  env: previewEnv(),
  generateBuildId: buildId,
  ...(pseudoLocale && {
    turbopack: {
      resolveAlias: {
        "@/lib/i18n/pseudo-build": "./lib/i18n/pseudo-build-on.ts",
      },
    },
  }),
  ...cacheSettings(),
  // Loaded from node_modules at run time: PGlite reads its WebAssembly and data
  // files from beside its own code, which bundling would move.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "firebase-admin",
    "graphql",
    "drizzle-kit",
    "drizzle-kit/api",
    "sharp",
    "libsql",
    "require-in-the-middle",
    "json-schema-to-typescript",
    "pino",
  ],
  // The migrations are read at start, and the build's published content
  // while the database is down, so deployments that trace files need them.
  outputFileTracingIncludes: {
    "/**": ["./lib/server/db/migrations/**", "./.content/**"],
  },
  // npm run dev may be opened as 127.0.0.1, the address every local service
  // here uses, as well as localhost; the dev server refuses its hot reload to
  // any other origin it is not told about.
  allowedDevOrigins: ["127.0.0.1"],
  // proxy.ts sees the address as it arrived. Otherwise Next.js re-encodes the
  // query first, and a query that does not decode (`?q=%zz`) could not be told
  // from one that does (docs/product.md §14.11).
  skipProxyUrlNormalize: true,
  // npm test runs tsc over the whole checkout before it builds, and npm run
  // test:e2e builds the preview right after the production build: a second
  // type check would find nothing new.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === "1" },
  // Browsers that ask for /favicon.ico anyway (Chromium does on some history
  // navigations) get the site's icon instead of a 404.
  // Unknown addresses get app/global-not-found.tsx, a page of its own, rather
  // than app/not-found.tsx, which rides in every page's React payload.
  experimental: {
    globalNotFound: true,
    // Pre-render with a worker per core: Next.js leaves one core to its main
    // process, which waits while they work.
    cpus: availableParallelism(),
    // A CI run builds a fresh clone once and throws it away: writing Turbopack's
    // cache for a next build that never comes took up to a minute of each build.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // DATA_CACHE_ON_DISK=0 keeps the data cache in the server's memory. The
    // end-to-end servers share one build but not one database, and on disk
    // one server's cached list of Techs would be read by another.
    isrFlushToDisk: process.env.DATA_CACHE_ON_DISK !== "0",
  },
  // The preview's own page was /review until customers' /reviews made that name
  // ambiguous; links to it already shared land on /preview. Production serves
  // neither, so it keeps answering 404.
  async redirects() {
    return isIndexable(process.env)
      ? []
      : [{ source: "/review", destination: "/preview", permanent: true }];
  },
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
  async headers() {
    return [...securityHeaders(), ...robotsHeaders(process.env)];
  },
};

// next-intl finds its per-request configuration (i18n/request.ts) through this.
/**
 * next-intl writes a `.d.json.ts` beside each English catalogue file when the
 * build (or `next typegen`, which `npm run typecheck` runs first) loads this
 * file: its literal strings let `tsc` check each message's ICU arguments.
 */
const catalogueFiles = readdirSync("messages/en")
  .filter((name) => name.endsWith(".json"))
  .map((name) => `./messages/en/${name}`);

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: {
    createMessagesDeclaration: catalogueFiles,
    // Each catalogue file's messages compiled when the build loads it
    // (icu-minify), and use-intl's formatter the one that only formats: the
    // browser gets no ICU parser (docs/performance.md, "JavaScript per page").
    // Jest and scripts run by Node read the JSON as written, and parse it,
    // as does the pseudo-locale's build, which rewrites each message's text.
    ...(!pseudoLocale && {
      messages: {
        format: "json",
        path: "./messages",
        locales: "infer",
        precompile: true,
      },
    }),
  },
});

/**
 * The formatter next-intl's precompile puts in place of use-intl's parser,
 * with the empty message as "" (lib/i18n/format-precompiled.ts): every
 * translator of the build reads it, next-intl's and use-intl's core alike.
 * @param {import('next').NextConfig} config
 */
function withPrecompiledFormatter(config) {
  const formatter = "./lib/i18n/format-precompiled.ts";
  const webpack = config.webpack;
  return {
    ...config,
    turbopack: {
      ...config.turbopack,
      resolveAlias: {
        ...config.turbopack?.resolveAlias,
        "use-intl/format-message": formatter,
      },
    },
    ...(webpack && {
      /** @type {NonNullable<import('next').NextConfig["webpack"]>} */
      webpack(webpackConfig, context) {
        const resolved = webpack(webpackConfig, context);
        resolved.resolve.alias["use-intl/format-message"] = fileURLToPath(
          new URL(formatter, import.meta.url),
        );
        return resolved;
      },
    }),
  };
}

export default pseudoLocale
  ? withNextIntl(nextConfig)
  : withPrecompiledFormatter(withNextIntl(nextConfig));
