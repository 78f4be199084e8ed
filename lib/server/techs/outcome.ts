import "server-only";
import type { Outcome } from "@/lib/server/http";

/** Why a Tech or staff request about profiles was refused, and the status each is answered with. */
export const refusalStatus = {
  /** A body that does not pass its checks. */
  invalid: 400,
  /** An upload whose stream broke. */
  cut: 400,
  "not-found": 404,
  /** The profile changed since the desk showed it. */
  stale: 409,
  /** The transition table has no such move from the profile's status. */
  "not-allowed": 409,
  /** A photo before the profile's first save. */
  "no-profile": 409,
  "too-large": 413,
  /** A file that is not a photo we can read. */
  unreadable: 422,
} as const;

export type TechRefusal = keyof typeof refusalStatus;

/** A refusal as a route sends it: the reason's status, the sentence, the reason, and anything more. */
export function refuse(
  reason: TechRefusal,
  error: string,
  more: Record<string, unknown> = {},
): Outcome {
  return {
    status: refusalStatus[reason],
    body: { ...more, error, reason },
  };
}
