import { database } from "@/lib/server/db/client";
import { readJson, reply, unavailable } from "@/lib/server/http";
import {
  techBookingAction,
  techBookingList,
} from "@/lib/server/problems/tech-bookings";
import { checkTech } from "@/lib/server/techs/guard";

/** GET: the bookings assigned to the signed-in Tech (docs/product.md §18.5). */
export async function GET(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(
      await techBookingList(await database(), caller.tech, new Date()),
    );
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: the assigned Tech confirms a start, or records Completed or No-show. */
export async function POST(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await techBookingAction(
        await database(),
        { ...caller.tech, by: `tech ${caller.tech.email ?? caller.tech.uid}` },
        body.value,
        new Date(),
      ),
    );
  } catch (error) {
    return unavailable(error);
  }
}
