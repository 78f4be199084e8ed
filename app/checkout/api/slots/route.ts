import { reply } from "@/lib/server/http";
import { slotOffer } from "@/lib/server/scheduling/offer";

/**
 * GET: the free starts for the services named by `service` (one each) at
 * `zip`, which the checkout's island asks for (docs/product.md §23.6). A read,
 * so no post: the checkout posts only its booking.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return reply(
    await slotOffer({
      slugs: query.getAll("service"),
      zip: query.get("zip") ?? "",
    }),
  );
}
