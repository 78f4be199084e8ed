import "server-only";
import type { Auth } from "firebase-admin/auth";
import * as v from "valibot";
import { firstIssue } from "@/lib/desk/checks";
import { techCheckWords } from "@/lib/techs/check-words";
import { techRoleSchema } from "@/lib/techs/desk";
import { sendNotificationsNow } from "@/lib/server/background";
import type { Database } from "@/lib/server/db/client";
import { refuse, type Outcome } from "@/lib/server/http";
import { adminAuth } from "@/lib/server/identity";
import { refreshPublicPages } from "./refresh";
import { lockedProfile, notifyTech, recordEvent, updateProfile } from "./rows";

/**
 * Staff grant or remove the Tech claim on the desk: the history records it
 * with the reason, the person is e-mailed, and a removed Tech's profile is
 * hidden at once, since only Techs have public profiles.
 */
export async function recordTechRole(
  db: Database,
  {
    uid,
    email,
    grant,
    reason,
    by,
    now,
  }: {
    uid: string;
    email: string | null;
    grant: boolean;
    reason: string;
    by: string;
    now: Date;
  },
): Promise<{ hiddenHandle?: string; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockedProfile(tx, uid);
    let hiddenHandle: string | undefined;
    if (!grant && current && current.status !== "hidden") {
      await updateProfile(tx, uid, now, {
        status: "hidden",
        published: null,
        publishedPhoto: null,
      });
      hiddenHandle = current.handle;
    }
    await recordEvent(tx, {
      uid,
      actor: by,
      action: grant ? "tech_granted" : "tech_removed",
      fromStatus: hiddenHandle ? current!.status : null,
      toStatus: hiddenHandle ? "hidden" : null,
      note: reason,
      at: now,
    });
    const mailed = await notifyTech(
      tx,
      email,
      grant
        ? { kind: "tech-granted", reason }
        : { kind: "tech-removed", reason },
      // Without an address no mail is written, so no name is needed then.
      { displayName: current?.text.displayName ?? email ?? "" },
      now,
    );
    return { hiddenHandle, mailed: mailed > 0 };
  });
}

/** The part of Firebase's admin API a role change uses. */
export type ClaimsAuth = Pick<Auth, "getUserByEmail" | "setCustomUserClaims">;

/**
 * Staff make an account a Tech or end it, from the body as sent
 * ({ email, grant, reason }; docs/product.md §17.1): the claim `tech: true`
 * is set or cleared on the account with this e-mail, as `npm run staff --
 * tech add|remove` does, then recorded with the reason and e-mailed to the
 * person. A removed Tech's profile is hidden at once.
 */
export async function grantTechRole(
  db: Database,
  body: unknown,
  { by, now, auth = adminAuth() }: { by: string; now: Date; auth?: ClaimsAuth },
): Promise<Outcome> {
  const parsed = v.safeParse(techRoleSchema, body);
  if (!parsed.success) return refuse("invalid", firstIssue(parsed.issues));
  const { email, grant, reason } = parsed.output;
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string })?.code === "auth/user-not-found") {
      return refuse("not-found", techCheckWords("role.noAccount", { email }));
    }
    throw error;
  }
  const claims = { ...user.customClaims };
  if (grant) claims.tech = true;
  else delete claims.tech;
  await auth.setCustomUserClaims(user.uid, claims);
  const { hiddenHandle, mailed } = await recordTechRole(db, {
    uid: user.uid,
    email: user.email ?? email,
    grant,
    reason,
    by,
    now,
  });
  if (hiddenHandle) refreshPublicPages(hiddenHandle);
  if (mailed) void sendNotificationsNow();
  return {
    status: 200,
    body: {
      message: grant
        ? techCheckWords("role.granted", { email })
        : techCheckWords("role.removed", {
            email,
            hidden: hiddenHandle ? "yes" : "no",
          }),
      uid: user.uid,
    },
  };
}
