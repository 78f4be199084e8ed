import { translator } from "@/lib/i18n/catalogue";
import type { ProblemRefusal } from "./replies";

// Every refusal a problems route gives, with its HTTP status, in one place:
// 400 for a request that says nothing we can act on, 404 for anything the
// caller may not see (as absent as a missing one, docs/product.md §18.2,
// §18.4), 409 for a record whose state no longer allows the action. The problem
// pages are English only.

const t = translator("en", "problemChecks");

export type Refused = {
  readonly status: 400 | 404 | 409;
  readonly body: ProblemRefusal;
};

/** A request we cannot act on, with each field's problem when a form was sent. */
export const invalid = (
  error: string,
  errors?: Readonly<Record<string, string>>,
): Refused => ({
  status: 400,
  body: { error, reason: "invalid", ...(errors && { errors }) },
});

/** Anything the caller may not see: the same answer as for nothing at all. */
export const missing = (
  what: "problem" | "bid" | "booking" = "problem",
): Refused => ({
  status: 404,
  body: {
    error: t("refusals.missing", { what }),
    reason: "not-found",
  },
});

const conflict = (reason: string, error: string): Refused => ({
  status: 409,
  body: { error, reason },
});

/** Why a Tech's bid, or its change or withdrawal, was refused (§18.3). */
export type BidRefusal =
  "not-found" | "closed" | "own" | "full" | "already" | "not-allowed" | "stale";

export const bidRefusals: Record<BidRefusal, Refused> = {
  "not-found": missing(),
  closed: conflict("closed", t("refusals.bidClosed")),
  own: conflict("own", t("refusals.bidOwn")),
  full: conflict("full", t("refusals.bidFull")),
  already: conflict("already", t("refusals.bidAlready")),
  "not-allowed": conflict("not-allowed", t("refusals.bidNotAllowed")),
  stale: conflict("stale", t("refusals.bidStale")),
};

/** Why a Client's accept was refused (§18.4). */
export type AcceptRefusal = "not-found" | "not-allowed" | "closed";

export const acceptRefusals: Record<AcceptRefusal, Refused> = {
  "not-found": missing("bid"),
  closed: conflict("closed", t("refusals.acceptClosed")),
  "not-allowed": conflict("not-allowed", t("refusals.acceptNotAllowed")),
};

/** Why closing, expiring or removing a problem was refused. */
export type EndRefusal = "not-found" | "not-allowed";

export const closeRefusals: Record<EndRefusal, Refused> = {
  "not-found": missing(),
  "not-allowed": conflict("not-allowed", t("refusals.closeNotAllowed")),
};

/** Why staff could not remove a problem or a bid (§18.7). */
export function removeRefusal(
  reason: EndRefusal,
  kind: "problem" | "bid",
): Refused {
  return reason === "not-found"
    ? {
        status: 404,
        body: {
          error: t("refusals.removeMissing", { kind }),
          reason,
        },
      }
    : conflict(reason, t("refusals.removeNotAllowed", { kind }));
}
