import * as v from "valibot";
import { noteLimit } from "@/lib/desk/payloads";
import { deskWords } from "@/lib/desk/words";
import { replaceableFields } from "./profile";

// The bodies staff send about Techs (docs/product.md §17.3), parsed before
// anything is looked up.

const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const reason = v.pipe(
  v.string(deskWords("checks.giveReason")),
  v.transform((value) => value.replace(/\r\n?/g, "\n").trim()),
  v.minLength(1, deskWords("checks.giveReason")),
  v.maxLength(
    noteLimit,
    deskWords("checks.reasonTooLong", { max: String(noteLimit) }),
  ),
  v.check(
    (value) => !controlChars.test(value),
    deskWords("checks.reasonControl"),
  ),
);

const expectedVersion = v.pipe(
  v.number(deskWords("checks.versionMissing")),
  v.integer(deskWords("checks.versionInvalid")),
  v.minValue(1, deskWords("checks.versionInvalid")),
  v.maxValue(2 ** 31 - 1, deskWords("checks.versionInvalid")),
);

export const profileActionSchema = v.variant(
  "action",
  [
    v.object({ action: v.literal("publish"), expectedVersion }),
    v.object({ action: v.literal("hide"), expectedVersion, reason }),
    v.object({
      action: v.literal("replace"),
      expectedVersion,
      field: v.picklist(replaceableFields, deskWords("checks.chooseField")),
      value: v.optional(
        v.pipe(
          v.string(deskWords("checks.newValueNotText")),
          v.maxLength(2000),
        ),
        "",
      ),
      reason,
    }),
  ],
  deskWords("checks.chooseProfileAction"),
);

export const techRoleSchema = v.object({
  email: v.pipe(
    v.string(deskWords("checks.giveEmail")),
    v.trim(),
    v.maxLength(254, deskWords("checks.notAnEmail")),
    v.email(deskWords("checks.notAnEmail")),
  ),
  grant: v.boolean(deskWords("checks.grantOrRemove")),
  reason,
});

/** A Firebase uid as the desk names a profile: anything else is an unknown profile. */
export const isUid = (value: string) => /^[A-Za-z0-9_-]{1,128}$/.test(value);
