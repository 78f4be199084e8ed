import { database } from "@/lib/server/db/client";
import { readJson, reply, unavailable } from "@/lib/server/http";
import { replyToReview, techOwnReviews } from "@/lib/server/reviews/tech";
import { checkTech } from "@/lib/server/techs/guard";

/** GET: the reviews of the Tech's own jobs (docs/product.md §24.3). */
export async function GET(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(await techOwnReviews(await database(), caller.tech.uid));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: the Tech's one public reply to one of them. */
export async function POST(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await replyToReview(await database(), body.value, caller.tech.uid, {
        now: new Date(),
      }),
    );
  } catch (error) {
    return unavailable(error);
  }
}
