import { database } from "@/lib/server/db/client";
import { readJson, reply, unavailable } from "@/lib/server/http";
import { bearerUser } from "@/lib/server/identity";
import { saveReview } from "@/lib/server/reviews/customer";
import { localeOf } from "@/lib/locale";

/**
 * POST: write a booking's review, or change it once (docs/product.md §24.2).
 * The signed link in the body opens the booking; a Firebase ID token, when
 * sent, names the viewer, so another account is refused. A database that
 * cannot be reached is said in the form's language (its `locale` field).
 */
export async function POST(request: Request) {
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    const viewer = request.headers.has("authorization")
      ? await bearerUser(request)
      : undefined;
    const outcome = await saveReview(
      await database(),
      body.value,
      viewer?.uid ?? null,
      new Date(),
    );
    return reply(outcome);
  } catch (error) {
    return unavailable(error, localeOf(body.value));
  }
}
