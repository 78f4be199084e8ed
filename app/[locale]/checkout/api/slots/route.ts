import { database } from "@/lib/server/db/client";
import { reply } from "@/lib/server/http";
import { slotOffer, slotsUnavailable } from "@/lib/server/scheduling/offer";

/**
 * GET: the free starts for the services named by `service` (one each) at
 * `zip`, which the checkout's island asks for (docs/product.md §23.6). A read,
 * so no post: the checkout posts only its booking. A database that is down
 * is answered as `slotsUnavailable` says, and the checkout requests a window.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  try {
    return reply(
      await slotOffer(
        await database(),
        {
          slugs: query.getAll("service"),
          zip: query.get("zip") ?? "",
          locale: query.get("locale"),
        },
        new Date(),
      ),
    );
  } catch (error) {
    return reply(slotsUnavailable(error));
  }
}
