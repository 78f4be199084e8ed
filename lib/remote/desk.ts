import * as v from "valibot";
import { sessionAccess } from "@/data/remote-sessions";
import { translator } from "@/lib/i18n/catalogue";

// The desk is English only. This module reads the catalogue of every
// language, so it is the server's: no island imports it.
const t = translator("en", "remoteDesk");
const pickComputer = t("checks.pickComputer");

/** What the desk posts about a booking's remote sessions (docs/product.md §19). */
export const remoteDeskSchema = v.variant("action", [
  v.object({
    action: v.literal("ask"),
    computerId: v.pipe(
      v.number(pickComputer),
      v.integer(pickComputer),
      v.minValue(1, pickComputer),
      v.maxValue(2 ** 31 - 1, pickComputer),
    ),
    access: v.picklist(
      sessionAccess.map((a) => a.id),
      t("checks.chooseAccess"),
    ),
  }),
  v.object({
    action: v.literal("start"),
    code: v.pipe(
      v.string(t("checks.typeCode")),
      v.maxLength(40, t("checks.typeNineDigits")),
    ),
  }),
  v.object({ action: v.literal("end") }),
]);
