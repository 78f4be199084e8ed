import * as v from "valibot";
import { sessionAccess } from "@/data/remote-sessions";
import { deskWords } from "@/lib/desk/words";

/** What the desk posts about a booking's remote sessions (docs/product.md §19). */
export const remoteDeskSchema = v.variant("action", [
  v.object({
    action: v.literal("ask"),
    computerId: v.pipe(
      v.number(deskWords("checks.pickComputer")),
      v.integer(deskWords("checks.pickComputer")),
      v.minValue(1, deskWords("checks.pickComputer")),
      v.maxValue(2 ** 31 - 1, deskWords("checks.pickComputer")),
    ),
    access: v.picklist(
      sessionAccess.map((a) => a.id),
      deskWords("checks.chooseAccess"),
    ),
  }),
  v.object({
    action: v.literal("start"),
    code: v.pipe(
      v.string(deskWords("checks.typeCode")),
      v.maxLength(40, deskWords("checks.typeNineDigits")),
    ),
  }),
  v.object({ action: v.literal("end") }),
]);
