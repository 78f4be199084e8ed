import "server-only";
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  sql,
} from "drizzle-orm";
import { composeProfileNotice, type ProfileNotice } from "@/lib/techs/mail";
import {
  handleProblem,
  normaliseHandle,
  parseProfile,
  replaceableFields,
  type ProfileErrors,
  type ProfileText,
  type ReplaceableField,
} from "@/lib/techs/profile";
import {
  profileStatusLabels,
  profileTransition,
  type ProfileAction,
  type ProfileStatus,
} from "@/lib/techs/status";
import { siteUrl } from "@/lib/site";
import type {
  DeskProfileDetail,
  DeskProfileRow,
  OwnProfile,
  PublicProfile,
} from "@/lib/techs/views";
import type { Database } from "@/lib/server/db/client";
import {
  bookings,
  notifications,
  techEvents,
  techProfiles,
} from "@/lib/server/db/schema";

type Row = typeof techProfiles.$inferSelect;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function ownProfileOf(row: Row): OwnProfile {
  return {
    status: row.status,
    statusLabel: profileStatusLabels[row.status],
    version: row.version,
    text: row.text,
    hasPhoto: row.photo !== null,
    live: row.published !== null && row.status !== "hidden",
    handleFixed: row.firstPublishedAt !== null,
  };
}

export async function profileRow(
  db: Database | Tx,
  uid: string,
): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(techProfiles)
    .where(eq(techProfiles.uid, uid));
  return row;
}

/** Whether another Tech has the handle, whatever its case (docs/product.md §17.2). */
export async function handleTaken(
  db: Database,
  handle: string,
  uid: string,
): Promise<boolean> {
  const [row] = await db
    .select({ uid: techProfiles.uid })
    .from(techProfiles)
    .where(sql`lower(${techProfiles.handle}) = lower(${handle})`);
  return row !== undefined && row.uid !== uid;
}

const handleTakenError = "Another technician has this handle; choose another.";

export type SaveOutcome =
  | { readonly ok: true; readonly profile: OwnProfile }
  | { readonly ok: false; readonly errors: ProfileErrors };

function isUniqueViolation(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 4; depth++) {
    if ((cause as { code?: string }).code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** One history row. */
async function record(
  tx: Tx,
  event: {
    uid: string;
    actor: string;
    action: string;
    field?: string | null;
    fromStatus?: ProfileStatus | null;
    toStatus?: ProfileStatus | null;
    note?: string | null;
    at: Date;
  },
) {
  await tx.insert(techEvents).values({
    uid: event.uid,
    actor: event.actor,
    action: event.action,
    field: event.field ?? null,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    note: event.note ?? null,
    at: event.at,
  });
}

/** The e-mail to a Tech, into the outbox in the same transaction as its change. */
async function notify(
  tx: Tx,
  address: string | null,
  notice: ProfileNotice,
  names: { displayName: string; handle?: string },
) {
  if (!address) return;
  const mail = composeProfileNotice(notice, {
    ...names,
    origin: siteUrl().origin,
  });
  await tx.insert(notifications).values({
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyToName: mail.replyTo.name,
    replyToAddress: mail.replyTo.address,
    toAddress: address,
  });
}

/** The fields whose value differs between two texts, for the history. */
function changedFields(before: ProfileText | undefined, after: ProfileText) {
  return (Object.keys(after) as (keyof ProfileText)[]).filter(
    (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after[key]),
  );
}

/**
 * A Tech saves their profile (docs/product.md §17.2-3): every field checked,
 * the handle unique whatever its case, the move taken from the transition
 * table (a published profile's change goes up for review while the public
 * page keeps the published text), and the change written to the history.
 * Nothing is saved when anything is wrong.
 */
export async function saveProfile(
  db: Database,
  {
    uid,
    email,
    input,
    submit,
    now = new Date(),
  }: {
    uid: string;
    email: string | null;
    input: unknown;
    submit: boolean;
    now?: Date;
  },
): Promise<SaveOutcome> {
  const parsed = parseProfile(input);
  if (!parsed.ok) return parsed;
  const text = parsed.value;
  const action: ProfileAction = submit ? "submit" : "save";
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(techProfiles)
        .where(eq(techProfiles.uid, uid))
        .for("update");
      const from: ProfileStatus = current?.status ?? "draft";
      const to = profileTransition(from, action, "tech");
      if (!to) {
        return {
          ok: false as const,
          errors: {
            handle: `A profile that is ${profileStatusLabels[from].toLowerCase()} cannot be sent for review again.`,
          },
        };
      }
      if (current?.firstPublishedAt && current.handle !== text.handle) {
        return {
          ok: false as const,
          errors: {
            handle: `Your handle is fixed once your profile has been published: it stays "${current.handle}".`,
          },
        };
      }
      const fields = changedFields(current?.text, text);
      let row: Row;
      if (current) {
        [row] = (await tx
          .update(techProfiles)
          .set({
            text,
            handle: text.handle,
            status: to,
            version: current.version + 1,
            email,
            updatedAt: now,
          })
          .where(eq(techProfiles.uid, uid))
          .returning()) as [Row];
      } else {
        [row] = (await tx
          .insert(techProfiles)
          .values({
            uid,
            handle: text.handle,
            text,
            status: to,
            email,
            createdAt: now,
            updatedAt: now,
          })
          .returning()) as [Row];
      }
      await record(tx, {
        uid,
        actor: `tech ${email ?? uid}`,
        action: current ? action : "create",
        field: fields.join(", ") || null,
        fromStatus: current?.status ?? null,
        toStatus: to,
        at: now,
      });
      return { ok: true as const, profile: ownProfileOf(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { ok: false, errors: { handle: handleTakenError } };
    }
    throw error;
  }
}

/** The handle check the editor runs as the Tech types: its form, then whether it is free. */
export async function checkHandle(
  db: Database,
  typed: string,
  uid: string,
): Promise<string | undefined> {
  const problem = handleProblem(typed);
  if (problem) return problem;
  return (await handleTaken(db, normaliseHandle(typed), uid))
    ? handleTakenError
    : undefined;
}

/**
 * A new photo, already re-encoded: kept as the profile's own, and, on a
 * published profile, put up for review like a change of text.
 */
export async function savePhoto(
  db: Database,
  {
    uid,
    email,
    photo,
    now = new Date(),
  }: {
    uid: string;
    email: string | null;
    photo: Buffer | null;
    now?: Date;
  },
): Promise<OwnProfile | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(techProfiles)
      .where(eq(techProfiles.uid, uid))
      .for("update");
    if (!current) return undefined;
    const to = profileTransition(current.status, "save", "tech")!;
    const [row] = (await tx
      .update(techProfiles)
      .set({
        photo,
        status: to,
        version: current.version + 1,
        email,
        updatedAt: now,
      })
      .where(eq(techProfiles.uid, uid))
      .returning()) as [Row];
    await record(tx, {
      uid,
      actor: `tech ${email ?? uid}`,
      action: photo ? "photo" : "photo_removed",
      field: "photo",
      fromStatus: current.status,
      toStatus: to,
      at: now,
    });
    return ownProfileOf(row);
  });
}

// ---------------------------------------------------------------------------
// The desk (docs/product.md §17.3)
// ---------------------------------------------------------------------------

/** Every profile, those awaiting review first (oldest first), then the latest changed. */
export async function deskProfiles(db: Database): Promise<DeskProfileRow[]> {
  const rows = await db
    .select({
      uid: techProfiles.uid,
      handle: techProfiles.handle,
      text: techProfiles.text,
      status: techProfiles.status,
      updatedAt: techProfiles.updatedAt,
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
    statusLabel: profileStatusLabels[row.status],
    updatedAt: row.updatedAt.toISOString(),
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
    statusLabel: profileStatusLabels[row.status],
    version: row.version,
    text: row.text,
    published: row.published,
    photo: dataUrl(row.photo),
    history: await historyOf(db, uid),
  };
}

export async function historyOf(db: Database, uid: string) {
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

export type StaffProfileAction =
  | { action: "publish"; expectedVersion: number }
  | { action: "hide"; expectedVersion: number; reason: string }
  | {
      action: "replace";
      expectedVersion: number;
      field: ReplaceableField;
      value: string;
      reason: string;
    };

export type StaffOutcome =
  | {
      readonly ok: true;
      readonly handle: string;
      readonly detail: DeskProfileDetail;
    }
  | {
      readonly ok: false;
      readonly status: 400 | 404 | 409;
      readonly error: string;
      readonly reason: "invalid" | "not-found" | "stale" | "not-allowed";
    };

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
  { by, now = new Date() }: { by: string; now?: Date },
): Promise<StaffOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(techProfiles)
      .where(eq(techProfiles.uid, uid))
      .for("update");
    if (!current) {
      return {
        ok: false as const,
        status: 404 as const,
        error: "No technician has that profile.",
        reason: "not-found" as const,
      };
    }
    if (current.version !== input.expectedVersion) {
      return {
        ok: false as const,
        status: 409 as const,
        error:
          "The profile changed since you opened it, so nothing was done. Look at it again.",
        reason: "stale" as const,
      };
    }
    const to = profileTransition(current.status, input.action, "staff");
    if (!to) {
      return {
        ok: false as const,
        status: 409 as const,
        error: `A profile that is ${profileStatusLabels[current.status].toLowerCase()} cannot be ${input.action === "publish" ? "published" : "hidden"}.`,
        reason: "not-allowed" as const,
      };
    }
    const base = { version: current.version + 1, status: to, updatedAt: now };
    let notice: ProfileNotice;
    let field: string | null = null;
    let note: string | null = null;
    if (input.action === "publish") {
      await tx
        .update(techProfiles)
        .set({
          ...base,
          published: current.text,
          publishedPhoto: current.photo,
          firstPublishedAt: current.firstPublishedAt ?? now,
        })
        .where(eq(techProfiles.uid, uid));
      notice = { kind: "published" };
    } else if (input.action === "hide") {
      await tx
        .update(techProfiles)
        .set({ ...base, published: null, publishedPhoto: null })
        .where(eq(techProfiles.uid, uid));
      notice = { kind: "hidden", reason: input.reason };
      note = input.reason;
    } else {
      field = input.field;
      note = input.reason;
      if (input.field === "photo") {
        await tx
          .update(techProfiles)
          .set({ ...base, photo: null, publishedPhoto: null })
          .where(eq(techProfiles.uid, uid));
      } else {
        const replaced = replaceIn(current.text, input.field, input.value);
        if (!replaced.ok) {
          return {
            ok: false as const,
            status: 400 as const,
            error: replaced.error,
            reason: "invalid" as const,
          };
        }
        const published = current.published
          ? replaceIn(current.published, input.field, input.value)
          : undefined;
        await tx
          .update(techProfiles)
          .set({
            ...base,
            text: replaced.value,
            ...(published?.ok && { published: published.value }),
          })
          .where(eq(techProfiles.uid, uid));
        note = `${input.reason} (was: ${JSON.stringify(current.text[input.field])})`;
      }
      notice = { kind: "replaced", field: input.field, reason: input.reason };
    }
    await record(tx, {
      uid,
      actor: by,
      action: input.action,
      field,
      fromStatus: current.status,
      toStatus: to,
      note,
      at: now,
    });
    await notify(tx, current.email, notice, {
      displayName: current.text.displayName,
      handle: current.handle,
    });
    return { ok: true as const, handle: current.handle };
  });
  if (!outcome.ok) return outcome;
  return {
    ok: true,
    handle: outcome.handle,
    detail: (await deskProfileDetail(db, uid))!,
  };
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
      "That value cannot be used.",
  };
}

export const isReplaceableField = (value: unknown): value is ReplaceableField =>
  (replaceableFields as readonly unknown[]).includes(value);

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
    now = new Date(),
  }: {
    uid: string;
    email: string | null;
    grant: boolean;
    reason: string;
    by: string;
    now?: Date;
  },
): Promise<{ hiddenHandle?: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(techProfiles)
      .where(eq(techProfiles.uid, uid))
      .for("update");
    let hiddenHandle: string | undefined;
    if (!grant && current && current.status !== "hidden") {
      await tx
        .update(techProfiles)
        .set({
          status: "hidden",
          published: null,
          publishedPhoto: null,
          version: current.version + 1,
          updatedAt: now,
        })
        .where(eq(techProfiles.uid, uid));
      hiddenHandle = current.handle;
    }
    await record(tx, {
      uid,
      actor: by,
      action: grant ? "tech_granted" : "tech_removed",
      fromStatus: hiddenHandle ? current!.status : null,
      toStatus: hiddenHandle ? "hidden" : null,
      note: reason,
      at: now,
    });
    await notify(
      tx,
      email,
      grant
        ? { kind: "tech-granted", reason }
        : { kind: "tech-removed", reason },
      { displayName: current?.text.displayName ?? email ?? "there" },
    );
    return { hiddenHandle };
  });
}

// ---------------------------------------------------------------------------
// Public pages (docs/product.md §17.4): only what staff published
// ---------------------------------------------------------------------------

const isPublic = and(
  isNotNull(techProfiles.published),
  sql`${techProfiles.status} <> 'hidden'`,
);

export async function publishedProfiles(
  db: Database,
): Promise<PublicProfile[]> {
  const rows = await db
    .select({
      uid: techProfiles.uid,
      handle: techProfiles.handle,
      published: techProfiles.published,
      hasPhoto: sql<boolean>`${techProfiles.publishedPhoto} is not null`,
      firstPublishedAt: techProfiles.firstPublishedAt,
    })
    .from(techProfiles)
    .where(isPublic)
    .orderBy(asc(techProfiles.firstPublishedAt), asc(techProfiles.handle));
  const jobs = await completedJobsOf(
    db,
    rows.map((row) => row.uid),
  );
  return rows.map((row) => ({
    handle: row.handle,
    text: row.published!,
    hasPhoto: row.hasPhoto,
    memberSince: (row.firstPublishedAt ?? new Date(0)).toISOString(),
    completedJobs: jobs.get(row.uid) ?? 0,
  }));
}

/**
 * Completed jobs per Tech: the bookings assigned to them that were marked
 * Completed (docs/product.md §18.5). The count comes from here alone.
 */
export async function completedJobsOf(
  db: Database,
  uids: readonly string[],
): Promise<Map<string, number>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select({ uid: bookings.assignedTechUid, jobs: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.assignedTechUid, [...uids]),
        eq(bookings.status, "completed"),
      ),
    )
    .groupBy(bookings.assignedTechUid);
  return new Map(rows.map((row) => [row.uid!, row.jobs]));
}

export async function publishedPhoto(
  db: Database,
  handle: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ photo: techProfiles.publishedPhoto })
    .from(techProfiles)
    .where(and(eq(techProfiles.handle, handle), isPublic));
  return row?.photo ?? undefined;
}
