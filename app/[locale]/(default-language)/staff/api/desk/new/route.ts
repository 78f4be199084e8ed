import { checkStaff } from "@/lib/server/desk/guard";
import { newArrivals } from "@/lib/server/desk/queries";
import { reply, unavailable } from "@/lib/server/http";

/**
 * GET ?since=ISO: how many bookings and messages arrived after that time,
 * and the server's time now, for the desk's next poll.
 */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(
      await newArrivals(
        new URL(request.url).searchParams.get("since"),
        new Date(),
      ),
    );
  } catch (error) {
    return unavailable(error);
  }
}
