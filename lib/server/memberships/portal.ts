import "server-only";
import type { Locale } from "@/data/locale";
import { composeAutoRenewChange, portalUrl } from "@/lib/memberships/mail";
import { planView } from "@/lib/memberships/plan";
import { signPlanToken, verifyPlanToken } from "@/lib/memberships/form-token";
import type { PlanIntent, PlanState } from "@/lib/memberships/portal-state";
import { formatDate } from "@/lib/dates";
import { formatDateTime } from "@/lib/dates";
import { company } from "@/data/company";
import { sendNotificationsNow } from "@/lib/server/background";
import { bookingTokenSecret } from "@/lib/server/secrets";
import type { Database } from "@/lib/server/db/client";
import { translator } from "@/lib/i18n/catalogue";
import { siteUrl } from "@/lib/site";
import {
  changeMembership,
  membershipById,
  membershipOfAccount,
  type Membership,
} from "./store";

async function stateOf(
  db: Database,
  membership: Membership,
  now: Date,
  locale: Locale,
  extra: { notice?: string; error?: string } = {},
): Promise<PlanState> {
  const token = signPlanToken(
    {
      membershipId: membership.id,
      uid: membership.accountUid,
      version: membership.version,
    },
    { secret: await bookingTokenSecret(db), now },
  );
  return {
    step: "view",
    plan: planView(membership, locale),
    token,
    ...extra,
  };
}

/** "Your plan" for an account the server has verified. */
export async function planOfAccount(
  db: Database,
  uid: string,
  now: Date,
  locale: Locale = "en",
): Promise<PlanState> {
  const membership = await membershipOfAccount(db, uid);
  return membership ? stateOf(db, membership, now, locale) : { step: "none" };
}

/**
 * One post of the portal's form (docs/product.md §20.3), with or without
 * JavaScript. The signed token names the membership, the account and the
 * version shown; a forged, altered or expired token, or one whose
 * membership has changed since (a replay), changes nothing. Asking shows the
 * confirmation; confirming switches auto-renewal, records it with its time,
 * and puts the member's confirmation e-mail in the outbox, which is then
 * sent at once.
 */
export async function postPlan(
  db: Database,
  {
    token,
    intent,
    language,
  }: { token: unknown; intent: PlanIntent | undefined; language?: Locale },
  now: Date,
): Promise<PlanState> {
  // The page's language, for its answer; `language` is also what the mail is written in.
  const locale = language ?? "en";
  const said = translator(locale, "plan");
  const expired = said("expired");
  const notYours = said("notYours");
  const day = (date: string) => formatDate(date, undefined, locale);
  const claims = verifyPlanToken(token, {
    secret: await bookingTokenSecret(db),
    now,
  });
  if (!claims || !intent) return { step: "failed", message: notYours };
  const membership = await membershipById(db, claims.membershipId);
  if (!membership || membership.accountUid !== claims.uid) {
    return { step: "failed", message: notYours };
  }
  if (membership.version !== claims.version) {
    return stateOf(db, membership, now, locale, { error: expired });
  }
  if (intent === "keep") return stateOf(db, membership, now, locale);
  if (intent === "ask-off" || intent === "ask-on") {
    const state = await stateOf(db, membership, now, locale);
    return state.step === "view"
      ? { ...state, step: intent === "ask-off" ? "confirm-off" : "confirm-on" }
      : state;
  }
  const result = await changeMembership(db, membership.id, {
    action: intent === "off" ? "switch_off" : "switch_on",
    language,
    actor: "member",
    by: "member",
    accountUid: claims.uid,
    expectedVersion: claims.version,
    now,
    notify: (after) =>
      after.email
        ? composeAutoRenewChange(after.email, after, {
            portal: portalUrl(siteUrl(), after.language),
            at: formatDateTime(now, company.timeZone, after.language),
          })
        : undefined,
  });
  if (!result.ok) {
    if (result.reason === "not-found") {
      return { step: "failed", message: notYours };
    }
    const current = result.membership;
    return stateOf(db, current, now, locale, {
      error:
        result.reason === "stale"
          ? expired
          : current.status === "ended"
            ? said("planEnded", {
                date: day(current.endedOn ?? current.termEnd),
              })
            : said("termEnded", { date: day(current.termEnd) }),
    });
  }
  sendNotificationsNow();
  const after = result.membership;
  return stateOf(db, after, now, locale, {
    notice:
      after.status === "ending"
        ? said("nowOff", { date: day(after.termEnd) })
        : said("nowOn", { date: day(after.termEnd) }),
  });
}
