import type { Locale } from "@/data/locale";
import * as v from "valibot";
import { deskWords } from "@/lib/desk/words";
import { bodyFields } from "./plan";
import type { MembershipStatus } from "./status";
import type { CalendarDate } from "./term";

/** A membership as the desk lists it (docs/product.md §20.1). */
export type DeskMembership = {
  readonly id: number;
  readonly email: string | null;
  /** The language the member last acted in; the desk marks any but English. */
  readonly language: Locale;
  readonly plan: string;
  readonly price: number;
  readonly status: MembershipStatus;
  readonly statusLabel: string;
  readonly version: number;
  readonly registeredOn: CalendarDate;
  readonly termStart: CalendarDate;
  readonly termEnd: CalendarDate;
  readonly endedOn: CalendarDate | null;
  readonly history: readonly {
    readonly at: string;
    readonly actor: string;
    readonly action: string;
    readonly note: string | null;
  }[];
};

export type DeskMemberships = { readonly memberships: DeskMembership[] };

const endSchema = v.pipe(
  v.unknown(),
  bodyFields(["version", "reason"]),
  v.object({
    version: v.pipe(
      v.unknown(),
      v.check(
        (version) => Number.isSafeInteger(version),
        deskWords("memberships.badVersion"),
      ),
      v.transform((version) => version as number),
    ),
    reason: v.pipe(
      v.unknown(),
      v.transform((given) => (typeof given === "string" ? given.trim() : "")),
      v.nonEmpty(deskWords("memberships.noReason")),
      v.maxLength(1000, deskWords("memberships.longReason")),
    ),
  }),
);

/** Staff's reason for ending a membership: required, short. */
export function parseEnd(
  body: unknown,
):
  { ok: true; version: number; reason: string } | { ok: false; error: string } {
  const parsed = v.safeParse(endSchema, body, { abortEarly: true });
  return parsed.success
    ? { ok: true, ...parsed.output }
    : { ok: false, error: parsed.issues[0].message };
}
