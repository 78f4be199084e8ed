import * as v from "valibot";
import { sessionAccess } from "@/data/remote-sessions";

/** What the desk posts about a booking's remote sessions (docs/product.md §19). */
export const remoteDeskSchema = v.variant("action", [
  v.object({
    action: v.literal("ask"),
    computerId: v.pipe(
      v.number("Pick one of the customer's computers."),
      v.integer("Pick one of the customer's computers."),
      v.minValue(1, "Pick one of the customer's computers."),
      v.maxValue(2 ** 31 - 1, "Pick one of the customer's computers."),
    ),
    access: v.picklist(
      sessionAccess.map((a) => a.id),
      "Choose View or Control.",
    ),
  }),
  v.object({
    action: v.literal("start"),
    code: v.pipe(
      v.string("Type the code."),
      v.maxLength(40, "Type the nine-digit code."),
    ),
  }),
  v.object({ action: v.literal("end") }),
]);
