import { checkStaff } from "@/lib/server/desk/guard";
import { answer, unavailable } from "@/lib/server/http";
import { arrivedSince } from "@/lib/server/desk/queries";
import { database } from "@/lib/server/db/client";

/**
 * GET ?since=ISO: how many bookings and messages arrived after that time,
 * and the server's time now, for the desk's next poll. Without `since`, only
 * the time: the desk's starting point.
 */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const now = new Date();
  const raw = new URL(request.url).searchParams.get("since");
  if (raw === null) return answer({ count: 0, now: now.toISOString() });
  const since = new Date(raw);
  if (raw.length > 40 || Number.isNaN(since.getTime())) {
    return answer({ error: "Give `since` as an ISO time." }, 400);
  }
  try {
    return answer({
      count: await arrivedSince(await database(), since),
      now: now.toISOString(),
    });
  } catch (error) {
    return unavailable(error);
  }
}
