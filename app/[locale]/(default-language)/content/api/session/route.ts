import { checkEditor } from "@/lib/server/cms/guard";
import { answer, unavailable } from "@/lib/server/http";
import { clearedCmsSession, cmsSessionHeader } from "@/lib/server/cms/session";
import { database } from "@/lib/server/db/client";
import { siteUrl } from "@/lib/site";

/**
 * POST, with an editor's or a publisher's ID token: the CMS's cookie, which
 * the admin at /admin reads on every request to know who asks. DELETE: signs
 * the cookie out. Neither reads or changes a record.
 */
export async function POST(request: Request) {
  const caller = await checkEditor(request);
  if (!caller.ok) return caller.response;
  try {
    const cookie = await cmsSessionHeader(await database(), caller.editor.uid, {
      // Behind a proxy the request may arrive as http; the site's address says.
      secure: siteUrl().protocol === "https:",
      now: new Date(),
    });
    return answer({ ok: true }, 200, { "Set-Cookie": cookie });
  } catch (error) {
    return unavailable(error);
  }
}

export function DELETE() {
  return answer({ ok: true }, 200, { "Set-Cookie": clearedCmsSession });
}
