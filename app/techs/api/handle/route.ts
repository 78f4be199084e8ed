import { answer, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
import { checkTech } from "@/lib/server/techs/guard";
import { checkHandle } from "@/lib/server/techs/store";

/** GET ?handle=…: whether the signed-in Tech may have that handle, checked as they type. */
export async function GET(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const typed = (new URL(request.url).searchParams.get("handle") ?? "").slice(
    0,
    200,
  );
  try {
    const problem = await checkHandle(await database(), typed, caller.tech.uid);
    return answer({ ok: problem === undefined, problem: problem ?? null });
  } catch (error) {
    return unavailable(error);
  }
}
