import "server-only";
import { techCheckWords } from "@/lib/techs/check-words";
import { techWorkWords } from "@/lib/techs/words";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import {
  handleProblem,
  normaliseHandle,
  parseProfile,
  whereProblem,
  type ProfileErrors,
  type ProfileText,
} from "@/lib/techs/profile";
import { photoRules } from "@/lib/techs/photo";
import {
  profileStatusLabel,
  profileTransitions,
  type ProfileAction,
  type ProfileStatus,
} from "@/lib/techs/status";
import type { OwnProfile } from "@/lib/techs/views";
import type { Database } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { techProfiles } from "@/lib/server/db/schema";
import { refuse, type Outcome } from "@/lib/server/http";
import { processPhoto } from "./photo";
import {
  insertProfile,
  lockedProfile,
  profileRow,
  recordEvent,
  updateProfile,
  type ProfileRow,
} from "./rows";
import { transition } from "@/lib/transitions";

// The Tech's own editor (docs/product.md §17.2): their profile, its handle
// and its photo. Nothing here is public until staff publish it.

/** The signed-in Tech, as the guard verified them. */
export type EditingTech = {
  readonly uid: string;
  readonly email: string | null;
};

export function ownProfileOf(row: ProfileRow): OwnProfile {
  return {
    status: row.status,
    statusLabel: profileStatusLabel(row.status),
    version: row.version,
    text: row.text,
    hasPhoto: row.photo !== null,
    photo: row.photo
      ? `data:image/webp;base64,${Buffer.from(row.photo).toString("base64")}`
      : null,
    live: row.published !== null && row.status !== "hidden",
    handleFixed: row.firstPublishedAt !== null,
  };
}

/** Whether another Tech has the handle, whatever its case (docs/product.md §17.2). */
async function handleTaken(
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

const handleTakenError = techCheckWords("editor.handleTaken");

export type SaveOutcome =
  | { readonly ok: true; readonly profile: OwnProfile }
  | { readonly ok: false; readonly errors: ProfileErrors };

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
    now,
  }: {
    uid: string;
    email: string | null;
    input: unknown;
    submit: boolean;
    now: Date;
  },
): Promise<SaveOutcome> {
  const parsed = parseProfile(input);
  if (!parsed.ok) return parsed;
  const text = parsed.value;
  const action: ProfileAction = submit ? "submit" : "save";
  try {
    return await db.transaction(async (tx) => {
      const current = await lockedProfile(tx, uid);
      const from: ProfileStatus = current?.status ?? "draft";
      const to = transition(profileTransitions, from, action, "tech");
      if (!to) {
        return {
          ok: false as const,
          errors: {
            handle: techWorkWords("editor.cannotResubmit", {
              state: profileStatusLabel(from).toLowerCase(),
            }),
          },
        };
      }
      if (current?.firstPublishedAt && current.handle !== text.handle) {
        return {
          ok: false as const,
          errors: {
            handle: techCheckWords("editor.handleFixed", {
              handle: current.handle,
            }),
          },
        };
      }
      // Staff review a profile that says where the Tech works; the ZIP
      // codes are the row's own list, saved with the hours.
      const where =
        to === "review" && whereProblem(text.remote, current?.zips.length ?? 0);
      if (where) return { ok: false as const, errors: { remote: where } };
      const fields = changedFields(current?.text, text);
      const row = current
        ? await updateProfile(tx, uid, now, {
            text,
            handle: text.handle,
            status: to,
            email,
          })
        : (await insertProfile(tx, {
            uid,
            handle: text.handle,
            text,
            status: to,
            email,
            createdAt: now,
            updatedAt: now,
          }))!;
      await recordEvent(tx, {
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
    now,
  }: {
    uid: string;
    email: string | null;
    photo: Buffer | null;
    now: Date;
  },
): Promise<OwnProfile | undefined> {
  return db.transaction(async (tx) => {
    const current = await lockedProfile(tx, uid);
    if (!current) return undefined;
    const to = transition(profileTransitions, current.status, "save", "tech")!;
    const row = await updateProfile(tx, uid, now, { photo, status: to, email });
    await recordEvent(tx, {
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
// What the editor's routes answer (/tech/api/profile, /handle, /photo)
// ---------------------------------------------------------------------------

/** The signed-in Tech's own profile, or null before the first save. */
export async function ownProfile(
  db: Database,
  tech: EditingTech,
): Promise<Outcome> {
  const row = await profileRow(db, tech.uid);
  return {
    status: 200,
    body: { email: tech.email, profile: row ? ownProfileOf(row) : null },
  };
}

/** The editor's body beside the profile's fields: `submit: true` sends it for review. */
const saveSchema = v.fallback(
  v.object({ submit: v.fallback(v.boolean(), false) }),
  { submit: false },
);

/**
 * The Tech saves their profile, or saves it and sends it for review; the
 * fields are checked by `parseProfile`, which the editor runs as they type,
 * and each wrong one is named.
 */
export async function saveFromEditor(
  db: Database,
  tech: EditingTech,
  body: unknown,
  now: Date,
): Promise<Outcome> {
  const outcome = await saveProfile(db, {
    uid: tech.uid,
    email: tech.email,
    input: body,
    submit: v.parse(saveSchema, body).submit,
    now,
  });
  return outcome.ok
    ? { status: 200, body: { profile: outcome.profile } }
    : refuse("invalid", techCheckWords("editor.notSaved"), {
        errors: outcome.errors,
      });
}

/** Whether the Tech may have the handle typed so far (`?handle=`, cut at 200 characters). */
export async function handleFromEditor(
  db: Database,
  tech: EditingTech,
  typed: string | null,
): Promise<Outcome> {
  const problem = await checkHandle(db, (typed ?? "").slice(0, 200), tech.uid);
  return {
    status: 200,
    body: { ok: problem === undefined, problem: problem ?? null },
  };
}

/**
 * The Tech's new photo as the request's bytes, read up to the limit, or
 * null to remove it (docs/product.md §17.2): the content is checked and
 * re-encoded before anything is kept, and either goes up for review on a
 * published profile.
 */
export async function photoFromEditor(
  db: Database,
  tech: EditingTech,
  upload: Buffer | "too-large" | "cut" | null,
  now: Date,
): Promise<Outcome> {
  if (upload === "too-large") {
    return refuse(
      "too-large",
      techCheckWords("photo.overLimit", {
        max: String(photoRules.maxBytes / 1024 / 1024),
      }),
    );
  }
  if (upload === "cut") {
    return refuse("cut", techCheckWords("photo.cut"));
  }
  let photo: Buffer | null = null;
  if (upload) {
    const processed = await processPhoto(upload);
    if (!processed.ok) return refuse("unreadable", processed.error);
    photo = processed.photo;
  }
  const profile = await savePhoto(db, {
    uid: tech.uid,
    email: tech.email,
    photo,
    now,
  });
  return profile
    ? { status: 200, body: { profile } }
    : refuse("no-profile", techCheckWords("photo.noProfile"));
}
