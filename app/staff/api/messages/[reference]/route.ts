import { messageAction } from "@/lib/server/desk/actions";
import { messageDetail } from "@/lib/server/desk/queries";
import { recordRoutes } from "@/lib/server/desk/record-routes";

/** GET: one message with its history. POST: marks it answered. */
export const { GET, POST } = recordRoutes({
  noun: "message",
  detail: messageDetail,
  act: messageAction,
});
