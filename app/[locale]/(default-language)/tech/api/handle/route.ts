import { database } from "@/lib/server/db/client";
import { reply, unavailable } from "@/lib/server/http";
import { handleFromEditor } from "@/lib/server/techs/editor";
import { checkTech } from "@/lib/server/techs/guard";

/** GET ?handle=…: whether the signed-in Tech may have that handle, checked as they type. */
export async function GET(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const typed = new URL(request.url).searchParams.get("handle");
  try {
    return reply(await handleFromEditor(await database(), caller.tech, typed));
  } catch (error) {
    return unavailable(error);
  }
}
