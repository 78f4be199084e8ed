import type { MembershipStatus } from "./status";
import type { CalendarDate } from "./term";

/** A membership as the desk lists it (docs/product.md §20.1). */
export type DeskMembership = {
  readonly id: number;
  readonly email: string | null;
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

/** Staff's reason for ending a membership: required, short. */
export function parseEnd(
  body: unknown,
):
  { ok: true; version: number; reason: string } | { ok: false; error: string } {
  const given = (body ?? {}) as Record<string, unknown>;
  const reason = typeof given.reason === "string" ? given.reason.trim() : "";
  if (!Number.isSafeInteger(given.version)) {
    return { ok: false, error: "The version must be a whole number." };
  }
  if (reason === "") {
    return { ok: false, error: "Give the reason the membership ends." };
  }
  if (reason.length > 1000) {
    return { ok: false, error: "Keep the reason under 1,000 characters." };
  }
  return { ok: true, version: given.version as number, reason };
}
