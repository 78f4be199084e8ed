import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { localeTreePath } from "@/lib/i18n/tree-paths.mjs";
import { siteUrl } from "@/lib/site";
import { pageFacts, pngSize } from "@/lib/preview/page-facts";
import { sitePath } from "@/lib/preview/site-path";
import { previewPages, type PreviewedPage } from "@/lib/preview/warnings";

/** The build's pre-rendered files; next.config.mjs fixes BUILD_DIST_DIR at build time. */
const builtAppDir = () =>
  path.join(
    process.cwd(),
    process.env.BUILD_DIST_DIR || ".next",
    "server",
    "app",
  );

function read(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The HTML the server sends for a pre-rendered page, exactly as the build wrote it. */
export function builtHtml(page: string): string | undefined {
  return read(
    path.join(builtAppDir(), `${localeTreePath(page)}.html`),
  )?.toString("utf8");
}

/**
 * The real size of a shared-link image on this site: a generated image
 * pre-rendered into the build, or a PNG in public/.
 */
function builtImageSize(url: string) {
  const own = sitePath(url);
  if (!own) return undefined;
  const { pathname } = new URL(own, siteUrl());
  const file =
    read(path.join(builtAppDir(), `${localeTreePath(pathname)}.body`)) ??
    read(path.join(process.cwd(), "public", pathname));
  return file && pngSize(file);
}

/** Each page as the build will serve it, with its warnings. */
export function previewBuiltSite(pages: readonly string[]): PreviewedPage[] {
  return previewPages(
    pages.map((page) => {
      const html = builtHtml(page);
      const facts = html === undefined ? undefined : pageFacts(html);
      const imageSize = facts?.og.image
        ? builtImageSize(facts.og.image)
        : undefined;
      return { path: page, facts, imageSize };
    }),
  );
}
