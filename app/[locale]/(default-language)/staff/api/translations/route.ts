import { deskTranslations } from "@/lib/server/cms/desk";
import { openCms } from "@/lib/server/cms/published";
import { checkStaff } from "@/lib/server/desk/guard";
import { reply, unavailable } from "@/lib/server/http";

/** GET: the services whose Spanish waits for translation, for staff only (docs/cms.md). */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(await deskTranslations(await openCms()));
  } catch (error) {
    return unavailable(error);
  }
}
