import "server-only";
import { draftMode } from "next/headers";
import { cmsDoorFor, cmsPreviewPath, sitePath } from "@/lib/cms/paths";
import { reviewCookie, reviewTargetPath } from "@/lib/cms/review-links";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";
import { database } from "@/lib/server/db/client";
import { siteUrl } from "@/lib/site";
import { cmsCookieOf } from "./editors";
import { checkReviewLink } from "./review";
import {
  clearedCmsPreview,
  cmsPreviewHeader,
  editorFromCookie,
} from "./session";

const seeOther = (location: string, cookies: readonly string[] = []) => {
  const headers = new Headers({
    Location: location,
    "Cache-Control": "no-store",
  });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
};

// Lax: a reviewer opens the link from a mail or a chat, on another site.
const reviewAttributes = "Path=/; HttpOnly; SameSite=Lax";
const clearedReview = `${reviewCookie}=; Max-Age=0; ${reviewAttributes}`;
const secure = () => siteUrl().protocol === "https:";

/**
 * GET /admin/preview?path=…: an editor's browser sees the site's pages with
 * the latest drafts (Next.js's Draft Mode) from here on, starting at `path`,
 * until it leaves. Anyone else goes to the door first.
 */
export async function enterPreview(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = sitePath(url.searchParams.get("path")) ?? "/";
  const editor = await editorFromCookie(
    await database(),
    cmsCookieOf(request.headers),
    new Date(),
  ).catch(() => undefined);
  if (!editor) {
    return seeOther(
      cmsDoorFor(cmsPreviewPath, `?path=${encodeURIComponent(path)}`, false) ??
        "/",
    );
  }
  (await draftMode()).enable();
  const now = new Date();
  // Draft Mode alone is the same for every browser in it: this names the editor.
  const preview = await cmsPreviewHeader(await database(), editor.uid, {
    secure: secure(),
    now,
  });
  return seeOther(path, [preview, clearedReview]);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a refused review link answers with: what happened, and the way to the site. */
function reviewRefusal(
  reason: "unknown" | "expired" | "unavailable",
): Response {
  const t = translator("en", "reviewLink");
  const status = { unknown: 403, expired: 410, unavailable: 503 }[reason];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t("title"))}</title></head><body><main><h1>${escapeHtml(t("title"))}</h1><p>${escapeHtml(t(reason))}</p><p><a href="/">${escapeHtml(t("home"))}</a></p></main></body></html>`;
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
  });
  headers.append("Set-Cookie", clearedReview);
  return new Response(html, { status, headers });
}

/**
 * GET /admin/preview/review?token=…: a reviewer without an account, holding
 * a review link (lib/server/cms/review-links.ts), sees that one service's
 * or page's latest draft from here on (Draft Mode, and a cookie naming the
 * link, which every page checks again), starting at its page. An unknown, forged,
 * revoked or expired link is refused with a page that says so.
 */
export async function openReview(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token");
  const now = new Date();
  const check = await checkReviewLink(token, now).catch(() => undefined);
  if (!check?.ok) {
    (await draftMode()).disable();
    return reviewRefusal(check?.reason ?? "unavailable");
  }
  (await draftMode()).enable();
  const seconds = Math.ceil(
    (Date.parse(check.expiresAt) - now.getTime()) / 1000,
  );
  const cookie = [
    `${reviewCookie}=${token}`,
    `Max-Age=${seconds}`,
    reviewAttributes,
    ...(secure() ? ["Secure"] : []),
  ].join("; ");
  // A reviewer is not an editor, even in a browser an editor used.
  return seeOther(localePath("en", reviewTargetPath(check.target)), [
    cookie,
    clearedCmsPreview,
  ]);
}

/** GET /admin/preview/leave: back to the published site, on the page the visitor was on. */
export async function leavePreview(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const cookies = [clearedCmsPreview, clearedReview];
  const referrer = request.headers.get("referer");
  const from =
    referrer && URL.canParse(referrer) ? new URL(referrer) : undefined;
  const same = from && from.origin === new URL(request.url).origin;
  return seeOther(
    (same && sitePath(`${from.pathname}${from.search}`)) || "/",
    cookies,
  );
}
