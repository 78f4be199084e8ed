import "server-only";
import { deskWords } from "@/lib/desk/words";
import { asc, desc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { firstIssue } from "@/lib/desk/checks";
import { techCheckWords } from "@/lib/techs/check-words";
import { profileActionSchema } from "@/lib/techs/desk";
import type { ProfileNotice } from "@/lib/techs/mail";
import {
  parseProfile,
  type ProfileText,
  type ReplaceableField,
} from "@/lib/techs/profile";
import { profileStatusLabel, profileTransitions } from "@/lib/techs/status";
import type { DeskProfileDetail, DeskProfileRow } from "@/lib/techs/views";
import { sendNotificationsNow } from "@/lib/server/background";
import type { Database } from "@/lib/server/db/client";
import { techEvents, techProfiles } from "@/lib/server/db/schema";
import { refuse, type Outcome, type RefusalReason } from "@/lib/server/http";
import { refreshPublicPages } from "./refresh";
import {
  lockedProfile,
  notifyTech,
  profileRow,
  recordEvent,
  updateProfile,
} from "./rows";
import { transition } from "@/lib/transitions";
import { zipRanges } from "@/lib/scheduling/availability";

// The desk's moderation of profiles (docs/product.md §17.3): the list, one
// profile with its history, and staff's publish, hide and replace.

/** Every profile, those awaiting review first (oldest first), then the latest changed. */
export async function deskProfiles(db: Database): Promise<DeskProfileRow[]> {
  const rows = await db
    .select({
      uid: techProfiles.uid,
      handle: techProfiles.handle,
      text: techProfiles.text,
      status: techProfiles.status,
      updatedAt: techProfiles.updatedAt,
      demo: techProfiles.demo,
    })
    .from(techProfiles)
    .orderBy(
      sql`case when ${techProfiles.status} = 'review' then 0 else 1 end`,
      sql`case when ${techProfiles.status} = 'review' then ${techProfiles.updatedAt} end asc`,
      desc(techProfiles.updatedAt),
    )
    .limit(500);
  return rows.map((row) => ({
    uid: row.uid,
    handle: row.handle,
    displayName: row.text.displayName,
    status: row.status,
    statusLabel: profileStatusLabel(row.status),
    updatedAt: row.updatedAt.toISOString(),
    demo: row.demo,
  }));
}

const dataUrl = (photo: Buffer | null) =>
  photo ? `data:image/webp;base64,${photo.toString("base64")}` : null;

export async function deskProfileDetail(
  db: Database,
  uid: string,
): Promise<DeskProfileDetail | undefined> {
  const row = await profileRow(db, uid);
  if (!row) return undefined;
  return {
    uid: row.uid,
    email: row.email,
    status: row.status,
    statusLabel: profileStatusLabel(row.status),
    version: row.version,
    text: row.text,
    published: row.published,
    zips: zipRanges(row.zips),
    photo: dataUrl(row.photo),
    demo: row.demo,
    history: await historyOf(db, uid),
  };
}

async function historyOf(db: Database, uid: string) {
  const rows = await db
    .select()
    .from(techEvents)
    .where(eq(techEvents.uid, uid))
    .orderBy(asc(techEvents.at), asc(techEvents.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    field: row.field,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    note: row.note,
  }));
}

export type StaffProfileAction = v.InferOutput<typeof profileActionSchema>;

export type StaffOutcome =
  | {
      readonly ok: true;
      readonly handle: string;
      readonly detail: DeskProfileDetail;
      /** Whether the Tech's e-mail about it was queued. */
      readonly mailed: boolean;
    }
  | {
      readonly ok: false;
      readonly reason: Extract<
        RefusalReason,
        "invalid" | "not-found" | "stale" | "not-allowed"
      >;
      readonly error: string;
    };

const noProfile = techCheckWords("desk.noProfile");

/** What an address that names no profile is answered, before anything is read. */
export const unknownProfile = refuse("not-found", noProfile);

/**
 * Staff publish a profile, hide it with a reason, or replace one field with
 * a reason (docs/product.md §17.3), on the version the desk showed. The move
 * comes from the transition table; the Tech is e-mailed through the outbox
 * and the history names the staff member, in the same transaction.
 */
export async function staffProfileAction(
  db: Database,
  uid: string,
  input: StaffProfileAction,
  { by, now }: { by: string; now: Date },
): Promise<StaffOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockedProfile(tx, uid);
    if (!current) {
      return {
        ok: false as const,
        reason: "not-found" as const,
        error: noProfile,
      };
    }
    if (current.version !== input.expectedVersion) {
      return {
        ok: false as const,
        reason: "stale" as const,
        error: techCheckWords("desk.stale"),
      };
    }
    const to = transition(
      profileTransitions,
      current.status,
      input.action,
      "staff",
    );
    if (!to) {
      return {
        ok: false as const,
        reason: "not-allowed" as const,
        error: deskWords("refusals.profileCannot", {
          state: profileStatusLabel(current.status).toLowerCase(),
          action: input.action,
        }),
      };
    }
    const base = { status: to };
    let notice: ProfileNotice;
    let field: string | null = null;
    let note: string | null = null;
    if (input.action === "publish") {
      await updateProfile(tx, uid, now, {
        ...base,
        published: current.text,
        publishedPhoto: current.photo,
        firstPublishedAt: current.firstPublishedAt ?? now,
      });
      notice = { kind: "published" };
    } else if (input.action === "hide") {
      await updateProfile(tx, uid, now, {
        ...base,
        published: null,
        publishedPhoto: null,
      });
      notice = { kind: "hidden", reason: input.reason };
      note = input.reason;
    } else {
      field = input.field;
      note = input.reason;
      if (input.field === "photo") {
        await updateProfile(tx, uid, now, {
          ...base,
          photo: null,
          publishedPhoto: null,
        });
      } else {
        const replaced = replaceIn(current.text, input.field, input.value);
        if (!replaced.ok) {
          return {
            ok: false as const,
            reason: "invalid" as const,
            error: replaced.error,
          };
        }
        const published = current.published
          ? replaceIn(current.published, input.field, input.value)
          : undefined;
        await updateProfile(tx, uid, now, {
          ...base,
          text: replaced.value,
          ...(published?.ok && { published: published.value }),
        });
        note = techCheckWords("desk.replacedNote", {
          reason: input.reason,
          before: JSON.stringify(current.text[input.field]),
        });
      }
      notice = { kind: "replaced", field: input.field, reason: input.reason };
    }
    await recordEvent(tx, {
      uid,
      actor: by,
      action: input.action,
      field,
      fromStatus: current.status,
      toStatus: to,
      note,
      at: now,
    });
    const mailed = await notifyTech(
      tx,
      current.email,
      notice,
      { displayName: current.text.displayName, handle: current.handle },
      now,
    );
    return { ok: true as const, handle: current.handle, mailed: mailed > 0 };
  });
  if (!outcome.ok) return outcome;
  return { ...outcome, detail: (await deskProfileDetail(db, uid))! };
}

/** One field of a text replaced and the whole text checked again. */
function replaceIn(
  text: ProfileText,
  field: Exclude<ReplaceableField, "photo">,
  value: string,
): { ok: true; value: ProfileText } | { ok: false; error: string } {
  const parsed = parseProfile({ ...text, [field]: value });
  if (parsed.ok) return parsed;
  return {
    ok: false,
    error:
      parsed.errors[field] ??
      Object.values(parsed.errors)[0] ??
      techCheckWords("desk.valueUnusable"),
  };
}

// ---------------------------------------------------------------------------
// What the desk's routes answer (/staff/api/techs, /staff/api/techs/{uid})
// ---------------------------------------------------------------------------

/** One profile with its photo and history. */
export async function deskProfile(db: Database, uid: string): Promise<Outcome> {
  const detail = await deskProfileDetail(db, uid);
  return detail ? { status: 200, body: detail } : unknownProfile;
}

/**
 * A desk action on one profile, from the body as sent: checked, done, and
 * then the public pages drawn again and the Tech's e-mail sent.
 */
export async function profileActionFromDesk(
  db: Database,
  uid: string,
  body: unknown,
  { by, now }: { by: string; now: Date },
): Promise<Outcome> {
  const parsed = v.safeParse(profileActionSchema, body);
  if (!parsed.success) return refuse("invalid", firstIssue(parsed.issues));
  const outcome = await staffProfileAction(db, uid, parsed.output, { by, now });
  if (!outcome.ok) return refuse(outcome.reason, outcome.error);
  refreshPublicPages(outcome.handle);
  if (outcome.mailed) void sendNotificationsNow();
  return { status: 200, body: outcome.detail };
}
