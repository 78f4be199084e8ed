import "server-only";
import * as v from "valibot";
import { company } from "@/data/company";
import { remoteCode } from "@/data/remote-sessions";
import { firstIssue } from "@/lib/desk/checks";
import { translator } from "@/lib/i18n/catalogue";
import { remoteDeskSchema } from "@/lib/remote/desk";
import { normaliseCode } from "@/lib/remote/status";
import { siteUrl } from "@/lib/site";
import { sendNotificationsNow } from "@/lib/server/background";
import type { Database } from "@/lib/server/db/client";
import { admitRequest } from "@/lib/server/admission";
import type { Outcome } from "@/lib/server/http";
import { askForSession, type Asker } from "./ask";
import { endByStaff, remoteOfBooking, startSession } from "./staff";

const t = translator("en", "remoteDesk");

const statusOf: Record<string, number> = {
  "not-found": 404,
  forbidden: 403,
  "no-approved": 409,
  "open-exists": 409,
  "not-allowed": 409,
  ineligible: 409,
  "no-computer": 409,
  "unknown-computer": 400,
  "wrong-code": 400,
  "locked-out": 400,
};

/** The booking's remote sessions as the desk shows them. */
export async function deskRemote(
  db: Database,
  reference: string,
  caller: Asker,
  now: Date,
): Promise<Outcome> {
  const found = await remoteOfBooking(db, {
    reference,
    caller,
    now,
  });
  if (found === "not-found" || found === "forbidden") {
    return {
      status: statusOf[found]!,
      body: {
        error: t("refusals.noBooking", { reference }),
        reason: found,
      },
    };
  }
  return { status: 200, body: found };
}

/**
 * One desk action on a booking's remote sessions: ask, start with the code,
 * or end. Code attempts count against a per-client limit shared by every
 * server, on top of the five wrong codes a request allows.
 */
export async function deskRemoteAction(
  db: Database,
  reference: string,
  body: unknown,
  { caller, client, now }: { caller: Asker; client: string; now: Date },
): Promise<Outcome> {
  const parsed = v.safeParse(remoteDeskSchema, body);
  if (!parsed.success) {
    return { status: 400, body: { error: firstIssue(parsed.issues) } };
  }
  const input = parsed.output;
  if (input.action === "ask") {
    const result = await askForSession(db, {
      reference,
      computerId: input.computerId,
      access: input.access,
      caller,
      asker: t("asker", { company: company.name }),
      accountUrl: new URL("/user", siteUrl()).href,
      now,
    });
    if (result.ok || result.reason === "no-computer") sendNotificationsNow();
    return result.ok
      ? { status: 200, body: { ok: true } }
      : {
          status: statusOf[result.reason]!,
          body: { error: result.message, reason: result.reason },
        };
  }
  if (input.action === "start") {
    const allowed = await admitRequest(db, `remote-code:${client}`, {
      limit: remoteCode.attemptsPerClient,
      windowMs: remoteCode.attemptWindowMinutes * 60_000,
      now,
    });
    if (!allowed) {
      return {
        status: 429,
        body: {
          error: t("refusals.tooManyCodes", {
            minutes: String(remoteCode.attemptWindowMinutes),
          }),
          reason: "rate-limited",
        },
      };
    }
    const code = normaliseCode(input.code);
    if (!code) {
      return {
        status: 400,
        body: {
          error: t("refusals.malformedCode"),
          reason: "malformed",
        },
      };
    }
    const result = await startSession(db, { reference, caller, code, now });
    return result.ok
      ? { status: 200, body: { ok: true } }
      : {
          status: statusOf[result.reason]!,
          body: { error: result.message, reason: result.reason },
        };
  }
  const result = await endByStaff(db, { reference, caller, now });
  return result.ok
    ? { status: 200, body: { ok: true } }
    : {
        status: statusOf[result.reason]!,
        body: {
          error: t("refusals.nothingToEnd"),
          reason: result.reason,
        },
      };
}
