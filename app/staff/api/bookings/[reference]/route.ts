import { bookingAction } from "@/lib/server/desk/actions";
import { bookingDetail } from "@/lib/server/desk/queries";
import { recordRoutes } from "@/lib/server/desk/record-routes";

/**
 * GET: one booking's detail. POST: a staff action on it (confirm, decline,
 * complete, no_show or cancel).
 */
export const { GET, POST } = recordRoutes({
  noun: "booking",
  detail: bookingDetail,
  act: bookingAction,
});
