import * as v from "valibot";
import { noteLimit } from "@/lib/desk/payloads";
import { replaceableFields } from "./profile";

// The bodies staff send about Techs (docs/product.md §17.3), parsed before
// anything is looked up.

const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const reason = v.pipe(
  v.string("Give a reason: the Tech is e-mailed it."),
  v.transform((value) => value.replace(/\r\n?/g, "\n").trim()),
  v.minLength(1, "Give a reason: the Tech is e-mailed it."),
  v.maxLength(noteLimit, `A reason can be at most ${noteLimit} characters.`),
  v.check(
    (value) => !controlChars.test(value),
    "The reason contains characters we cannot keep.",
  ),
);

const expectedVersion = v.pipe(
  v.number("The version the desk showed is missing."),
  v.integer("The version the desk showed is not valid."),
  v.minValue(1, "The version the desk showed is not valid."),
  v.maxValue(2 ** 31 - 1, "The version the desk showed is not valid."),
);

export const profileActionSchema = v.variant(
  "action",
  [
    v.object({ action: v.literal("publish"), expectedVersion }),
    v.object({ action: v.literal("hide"), expectedVersion, reason }),
    v.object({
      action: v.literal("replace"),
      expectedVersion,
      field: v.picklist(replaceableFields, "Choose a field to replace."),
      value: v.optional(
        v.pipe(v.string("The new value must be text."), v.maxLength(2000)),
        "",
      ),
      reason,
    }),
  ],
  "Choose publish, hide or replace.",
);

export const techRoleSchema = v.object({
  email: v.pipe(
    v.string("Give the account's e-mail address."),
    v.trim(),
    v.maxLength(254, "That is not an e-mail address."),
    v.email("That is not an e-mail address."),
  ),
  grant: v.boolean("Say whether to grant or remove the Tech role."),
  reason,
});

/** A Firebase uid as the desk names a profile: anything else is an unknown profile. */
export const isUid = (value: string) => /^[A-Za-z0-9_-]{1,128}$/.test(value);
