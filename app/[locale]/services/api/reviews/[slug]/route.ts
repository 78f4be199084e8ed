import { isServiceSlug } from "@/lib/catalogue";
import { database } from "@/lib/server/db/client";
import { reply, unavailable } from "@/lib/server/http";
import { serviceReviews, unknownService } from "@/lib/server/reviews/public";

type Context = { params: Promise<{ slug: string }> };

/**
 * GET: the average and count over the jobs that included a service, and its
 * three latest reviews, for the service page's island (docs/product.md
 * §24.4); the page itself stays pre-rendered. A service with no review yet
 * has count 0; a slug the catalogue does not hold is 404.
 */
export async function GET(_request: Request, { params }: Context) {
  const { slug } = await params;
  if (!isServiceSlug(slug)) return reply(unknownService);
  try {
    return reply(await serviceReviews(await database(), slug));
  } catch (error) {
    return unavailable(error);
  }
}
