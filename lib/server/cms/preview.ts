import "server-only";
import { draftMode } from "next/headers";
import { cmsDoorFor, cmsPreviewPath, sitePath } from "@/lib/cms/paths";
import { database } from "@/lib/server/db/client";
import { cmsCookieOf } from "./editors";
import { editorFromCookie } from "./session";

const seeOther = (location: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, "Cache-Control": "no-store" },
  });

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
  return seeOther(path);
}

/** GET /admin/preview/leave: back to the published site, on the page the visitor was on. */
export async function leavePreview(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const referrer = request.headers.get("referer");
  const from =
    referrer && URL.canParse(referrer) ? new URL(referrer) : undefined;
  const same = from && from.origin === new URL(request.url).origin;
  return seeOther((same && sitePath(`${from.pathname}${from.search}`)) || "/");
}
