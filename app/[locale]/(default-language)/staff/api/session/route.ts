import { checkStaff } from "@/lib/server/desk/guard";
import { answer, unavailable } from "@/lib/server/http";
import {
  clearedDeskSession,
  deskSessionHeader,
} from "@/lib/server/desk/session";
import { database } from "@/lib/server/db/client";
import { siteUrl } from "@/lib/site";

/**
 * POST, with a staff ID token: the desk's cookie, so that its GET pages (the
 * search) know the staff member without JavaScript. DELETE: signs the cookie
 * out. Neither reads or changes a record.
 */
export async function POST(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  try {
    const cookie = await deskSessionHeader(await database(), caller.staff.uid, {
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
  return answer({ ok: true }, 200, { "Set-Cookie": clearedDeskSession });
}
