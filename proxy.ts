import { readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "@/i18n/routing";
import { defaultLocale } from "@/data/locale";
import { isSiteAddress } from "@/lib/i18n/addresses";
import { languageOf } from "@/lib/i18n/paths";
import { isServiceSlug } from "@/lib/catalogue";
import { refusalsFor } from "@/lib/i18n/path-refusals";
import { malformedUrl, malformedUrlAnswer } from "@/lib/malformed-url";
import { trustsProxy } from "@/lib/client-key";
import { photoRules, photoUploadPaths } from "@/lib/techs/photo";
import { coverRules, coverUploadPath } from "@/lib/cms/covers";
import { cmsDoorFor, isCmsPath } from "@/lib/cms/paths";
import { cmsSessionCookie } from "@/lib/cms/session";
import {
  contentPublishedSinceBuild,
  publishedLiveHeader,
} from "@/lib/cms/live";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import {
  readScriptHashes,
  type ScriptHashManifest,
} from "@/lib/server/script-hash-manifest.mjs";
import {
  cspReportPath,
  pageContentSecurityPolicy,
} from "@/lib/security-headers.mjs";

let manifest: ScriptHashManifest | undefined;

/** The running build's folder; `next start` runs in the project. */
const buildDir = () =>
  path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    process.env.NEXT_DIST_DIR || ".next",
  );

/** The running build's script hashes, read once. */
function scriptHashes(): ScriptHashManifest {
  manifest ??= readScriptHashes(buildDir());
  return manifest;
}

/**
 * Request-time rules a pre-rendered page cannot make itself:
 * - a page's address gets its language's segment under app/[locale], so one
 *   page file serves every language (i18n/routing.ts);
 * - an address that does not decode (`/%zz`) gets 400 and a sentence, where
 *   Next.js would answer 500 (docs/product.md §14.11);
 * - an unknown service slug is redirected to /404 (docs/product.md §2);
 * - a cross-site post is refused, and a client's own X-Forwarded-For is dropped
 *   unless a trusted proxy is configured, so form limits count the real
 *   address (docs/product.md §6);
 * - every page gets a Content-Security-Policy that allows its own inline
 *   scripts and no others (docs/product.md §9). A pre-rendered page is listed
 *   by hash; a response rendered on request (a form posted before hydration, a
 *   page that is not pre-rendered) also gets a nonce, which Next.js puts on the
 *   scripts it renders when it finds one in the request's policy. Inline
 *   `<style>`s are the build's, by hash (the stylesheet inlined in each
 *   pre-rendered page, docs/architecture.md); style attributes only on a
 *   response rendered on request.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (malformedUrl(pathname, search)) {
    return new NextResponse(malformedUrlAnswer(pathname), {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  // /services/api/… are the service pages' routes (docs/product.md §24.4), not a slug.
  if (
    pathname.startsWith("/services/") &&
    !pathname.startsWith("/services/api/")
  ) {
    // The first segment is the slug; deeper paths (the preview image) belong to it.
    const [slug = ""] = pathname.slice("/services/".length).split("/");
    if (!isServiceSlug(slug))
      return NextResponse.redirect(new URL("/404", request.url), 307);
  }
  // A violation report changes nothing, and browsers may send one without the
  // page's origin; the endpoint limits what it takes.
  if (request.method === "POST" && pathname !== cspReportPath) {
    const refusal = !sameOrigin(request)
      ? // Next.js refuses these too, but with a 500; this says what happened.
        new NextResponse("Cross-site form posts are refused.", { status: 403 })
      : await unreadableBody(
          request,
          // A profile photo may be larger than a form (docs/product.md §17.2),
          // and so may a service's cover.
          photoUploadPaths.includes(pathname)
            ? photoRules.maxBytes + 64 * 1024
            : pathname === coverUploadPath
              ? coverRules.maxBytes + 64 * 1024
              : maxBodyBytes,
        );
    if (refusal) return refusal;
  }
  const door = cmsDoor(request);
  if (door) return NextResponse.redirect(door, 307);
  // Client navigations fetch RSC payloads, not documents: no policy applies.
  const document = !request.headers.has("rsc");
  // The dev server (npm run dev) renders every page on request, from no
  // finished build, and React needs eval there for its error overlay.
  const dev = process.env.NODE_ENV === "development";
  const routes: Record<string, string[]> = dev ? {} : scriptHashes().routes;
  // The dev server injects its styles as it pleases: no hashes, 'unsafe-inline'.
  const styles = dev ? undefined : scriptHashes().styles;
  const prerendered: string[] | undefined = routes[pathname];
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(publishedLiveHeader);
  // Content published since this build (docs/cms.md): the page is made on
  // request from what is published, through Next.js's Draft Mode bypass,
  // which this header tells apart from an editor's preview.
  const live =
    !dev &&
    (prerendered !== undefined || drawsContent(pathname)) &&
    !request.cookies.has(draftModeCookie) &&
    contentPublishedSinceBuild();
  if (live) {
    const cookies = request.headers.get("cookie");
    const bypass = `${draftModeCookie}=${previewModeId()}`;
    requestHeaders.set("cookie", cookies ? `${cookies}; ${bypass}` : bypass);
    requestHeaders.set(publishedLiveHeader, "1");
  }
  // In Draft Mode (an editor's preview, docs/cms.md) Next.js renders even a
  // pre-rendered page on request, with scripts of its own.
  const fromFile =
    prerendered !== undefined &&
    (request.method === "GET" || request.method === "HEAD") &&
    !request.cookies.has(draftModeCookie) &&
    !live;
  if (request.method === "POST" && !trustsProxy(process.env.FORM_TRUST_PROXY)) {
    requestHeaders.delete("x-forwarded-for");
  }
  let policy: string | undefined;
  if (document && fromFile) {
    // The file's policy depends on its path only: made once per page, so
    // serving it costs the server no more than a static host's headers.
    policy = filePolicies.get(pathname);
    if (policy === undefined) {
      policy = policyFor(pathname, prerendered, styles, false);
      filePolicies.set(pathname, policy);
    }
  } else if (document) {
    const nonce = `'nonce-${btoa(crypto.randomUUID())}'`;
    // Anything else may be rendered now, or be the pre-rendered 404 page.
    const scripts = dev
      ? [nonce, "'unsafe-eval'"]
      : [...(prerendered ?? routes["/_not-found"] ?? []), nonce];
    // Payload's admin adds <style> elements as it draws (its menus and
    // drawers), so the CMS's pages allow inline styles; their scripts stay
    // the nonce's and the build's alone.
    policy = policyFor(
      pathname,
      scripts,
      isCmsPath(pathname) ? undefined : styles,
      true,
    );
    requestHeaders.set("content-security-policy", policy);
  }
  if (!dev && document && unknownAddress(pathname)) {
    return new NextResponse(notFoundPage(), {
      status: 404,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": policyFor(
          pathname,
          routes["/_not-found"] ?? [],
          styles,
          false,
        ),
      },
    });
  }
  const response = outsideLanguages(pathname)
    ? NextResponse.next({ request: { headers: requestHeaders } })
    : // next-intl reads only the address and these headers; the body stays
      // the original request's, unread.
      localeRouting(new NextRequest(request.url, { headers: requestHeaders }));
  if (policy !== undefined)
    response.headers.set("content-security-policy", policy);
  return response;
}

/**
 * A pre-rendered route that is no page but draws published words: a page's
 * shared-link picture (its title, a service's price), made again on request
 * after a publish as the pages are.
 */
function drawsContent(pathname: string): boolean {
  return pathname.endsWith("/opengraph-image");
}

/**
 * Gives a page's address its language segment under app/[locale]: an
 * unprefixed one is the default language's (i18n/routing.ts), and `/en/…`
 * is redirected to the address without it.
 */
const localeRouting = createMiddleware(routing);

/** Routes that are no language's: the API, the CSP reports' endpoint and the CMS. */
function outsideLanguages(pathname: string): boolean {
  return (
    pathname.startsWith("/api/") ||
    pathname === cspReportPath ||
    isCmsPath(pathname)
  );
}

/**
 * A default-language address that is no page's: under app/[locale] Next.js
 * would render its 404 on each request, and writes such a page into the HTML
 * only for the browser's scripts to draw. The build's own 404
 * (app/global-not-found.tsx) is whole HTML, so it is sent instead. Another
 * language's unknown address is its own 404 (app/[locale]/[...missing]).
 */
function unknownAddress(pathname: string): boolean {
  return (
    !outsideLanguages(pathname) &&
    languageOf(pathname) === defaultLocale &&
    // next-intl redirects "/en/…" to the address without it.
    pathname.split("/")[1] !== defaultLocale &&
    !isSiteAddress(pathname)
  );
}

let notFoundHtml: string | undefined;

/** The build's 404 page, read once. */
function notFoundPage(): string {
  notFoundHtml ??= readFileSync(
    path.join(buildDir(), "server/app/_not-found.html"),
    "utf8",
  );
  return notFoundHtml;
}

/** Each pre-rendered page's policy, by path. */
const filePolicies = new Map<string, string>();

function policyFor(
  pathname: string,
  scripts: string[],
  styles: string[] | undefined,
  styleAttributes: boolean,
): string {
  return pageContentSecurityPolicy({
    pathname,
    scripts,
    styles,
    styleAttributes,
    // Named in full so that Next.js inlines the build's values, as it does for
    // the sign-in island that decides between the emulator and Google.
    env: {
      NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST:
        process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
    },
    defaultEmulatorHost,
  });
}

/**
 * Where a visitor to the CMS's pages is sent instead: the site's own sign-in
 * for the team (/content) when no CMS cookie came, and always in place of
 * Payload's own sign-in views, which the CMS does not use.
 */
function cmsDoor(request: NextRequest): URL | undefined {
  const next = cmsDoorFor(
    request.nextUrl.pathname,
    request.nextUrl.search,
    request.cookies.has(cmsSessionCookie),
  );
  return next === undefined ? undefined : new URL(next, request.url);
}

/** The cookie by which Next.js knows a browser in Draft Mode. */
const draftModeCookie = "__prerender_bypass";

let bypassValue: string | undefined;

/** The running build's Draft Mode secret, the value of that cookie, read once. */
function previewModeId(): string {
  bypassValue ??= (
    JSON.parse(
      readFileSync(path.join(buildDir(), "prerender-manifest.json"), "utf8"),
    ) as { preview: { previewModeId: string } }
  ).preview.previewModeId;
  return bypassValue;
}

/** The largest post a page takes: Next.js's own limit for Server Actions. */
const maxBodyBytes = 1024 * 1024;

/**
 * A post the server could not take, answered here with a 4xx and a sentence,
 * where Next.js would fail with a 500: a body with no stated length (411) or
 * over the limit (413), or a form body that does not parse, such as a
 * truncated multipart upload (400).
 */
async function unreadableBody(
  request: NextRequest,
  limit: number,
): Promise<NextResponse | undefined> {
  const { t } = refusalsFor(request.nextUrl.pathname);
  const length = request.headers.get("content-length");
  if (length === null) {
    // Browsers send a length with every form; a stream without one could
    // only be measured by reading it here.
    return new NextResponse(t("post.noLength"), { status: 411 });
  }
  if (Number(length) > limit) {
    return new NextResponse(
      t("post.tooLarge", {
        megabytes: String(Math.floor(limit / 1024 / 1024)),
      }),
      { status: 413 },
    );
  }
  const type = request.headers.get("content-type") ?? "";
  if (
    /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)
  ) {
    try {
      await request.clone().formData();
    } catch {
      return new NextResponse(t("post.unreadable"), { status: 400 });
    }
  }
  return undefined;
}

/** The origin check Next.js makes on Server Actions; no Origin header passes, as it does there. */
function sameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const host =
    request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return URL.canParse(origin) && new URL(origin).host === host;
}

export const config = {
  // Pages, not files: the build's assets and anything with an extension keep the
  // default policy from next.config.mjs. A review link's token has a dot in
  // it (docs/product.md §24) and is a page all the same.
  matcher: [
    "/services/:path+",
    "/reviews/:token",
    "/:locale/reviews/:token",
    // A language's search index is a file by its name, and a route by its place.
    "/search-index.json",
    "/:locale/search-index.json",
    "/((?!_next/|.*\\.\\w+$).*)",
  ],
};
