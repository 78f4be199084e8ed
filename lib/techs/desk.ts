import * as v from "valibot";
import { noteLimit } from "@/lib/desk/payloads";
import { techCheckWords as t } from "./check-words";
import { replaceableFields } from "./profile";

// The bodies staff send about Techs (docs/product.md §17.3), parsed before
// anything is looked up. Their sentences are the techChecks namespace's:
// no island imports this module.

const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The longest value a replaced field may be sent with, before its own check. */
const valueLimit = 2000;

const reason = v.pipe(
  v.string(t("desk.giveReason")),
  v.transform((value) => value.replace(/\r\n?/g, "\n").trim()),
  v.minLength(1, t("desk.giveReason")),
  // The limit as bare digits ("1000"), as the sentence always wrote it.
  v.maxLength(noteLimit, t("desk.reasonTooLong", { max: String(noteLimit) })),
  v.check((value) => !controlChars.test(value), t("desk.reasonControl")),
);

/**
 * A body without one of its keys is answered with that key's own sentence,
 * as one that holds it wrong is; `otherwise`, one that is no object at all.
 */
function withoutKey(
  sentences: Readonly<Record<string, string>>,
  otherwise: string,
) {
  return (issue: v.BaseIssue<unknown>) => {
    const key = issue.path?.[0]?.key;
    return (typeof key === "string" && sentences[key]) || otherwise;
  };
}

const expectedVersion = v.pipe(
  v.number(t("desk.versionMissing")),
  v.integer(t("desk.versionInvalid")),
  v.minValue(1, t("desk.versionInvalid")),
  v.maxValue(2 ** 31 - 1, t("desk.versionInvalid")),
);

const chooseAction = t("desk.chooseAction");

/** The keys an action's body may lack, each with its sentence. */
const actionKey = withoutKey(
  {
    expectedVersion: t("desk.versionMissing"),
    field: t("desk.chooseField"),
    reason: t("desk.giveReason"),
  },
  chooseAction,
);

export const profileActionSchema = v.variant(
  "action",
  [
    v.object({ action: v.literal("publish"), expectedVersion }, actionKey),
    v.object({ action: v.literal("hide"), expectedVersion, reason }, actionKey),
    v.object(
      {
        action: v.literal("replace"),
        expectedVersion,
        field: v.picklist(replaceableFields, t("desk.chooseField")),
        value: v.optional(
          v.pipe(
            v.string(t("desk.valueNotText")),
            v.maxLength(
              valueLimit,
              t("desk.valueTooLong", { max: String(valueLimit) }),
            ),
          ),
          "",
        ),
        reason,
      },
      actionKey,
    ),
  ],
  chooseAction,
);

const giveEmail = t("role.giveEmail");

export const techRoleSchema = v.object(
  {
    email: v.pipe(
      v.string(giveEmail),
      v.trim(),
      v.maxLength(254, t("role.notAnEmail")),
      v.email(t("role.notAnEmail")),
    ),
    grant: v.boolean(t("role.grantOrRemove")),
    reason,
  },
  withoutKey(
    { grant: t("role.grantOrRemove"), reason: t("desk.giveReason") },
    giveEmail,
  ),
);

/** A Firebase uid as the desk names a profile: anything else is an unknown profile. */
export const isUid = (value: string) => /^[A-Za-z0-9_-]{1,128}$/.test(value);
