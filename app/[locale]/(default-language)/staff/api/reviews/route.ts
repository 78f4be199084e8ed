import { database } from "@/lib/server/db/client";
import { checkStaff } from "@/lib/server/desk/guard";
import { readJson, reply, unavailable } from "@/lib/server/http";
import { deskReviews, moderateReview } from "@/lib/server/reviews/desk";

/** GET: the reviews, new first, for staff only (docs/product.md §24.3). */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(await deskReviews(await database()));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: keep a review, or hide it with a reason from the list. */
export async function POST(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await moderateReview(await database(), body.value, caller.staff.email, {
        now: new Date(),
      }),
    );
  } catch (error) {
    return unavailable(error);
  }
}
