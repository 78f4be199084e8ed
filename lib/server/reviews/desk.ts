import "server-only";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import * as v from "valibot";
import { reviewHideReasons } from "@/data/reviews";
import { shownAuthor } from "@/lib/reviews/author";
import { composeReviewHidden } from "@/lib/reviews/mail";
import type { DeskReview } from "@/lib/reviews/replies";
import { moderationSchema } from "@/lib/reviews/schema";
import { reviewStatusLabels } from "@/lib/reviews/status";
import { sendNotificationsNow } from "@/lib/server/background";
import { database, type Database } from "@/lib/server/db/client";
import {
  bookings,
  reviewEvents,
  reviews,
  techProfiles,
} from "@/lib/server/db/schema";
import type { Outcome } from "@/lib/server/http";
import { refreshTechPages } from "./shared";
import { changeReview, type Review } from "./store";

/** How many reviews the desk lists: every new one first, then the latest others. */
const deskLimit = 200;

const reasonLabel = (id: string | null) =>
  reviewHideReasons.find((reason) => reason.id === id)?.label ?? id;

const actionLines: Record<string, string> = {
  write: "Written",
  edit: "Changed by the author",
  keep: "Kept",
  hide: "Hidden",
  reply: "Replied to by the Tech",
  erase: "Author's name erased",
};

async function toDesk(
  db: Database,
  rows: readonly Review[],
): Promise<DeskReview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const history = await db
    .select()
    .from(reviewEvents)
    .where(inArray(reviewEvents.reviewId, ids))
    .orderBy(asc(reviewEvents.at), asc(reviewEvents.id));
  const refs = await db
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        rows.map((row) => row.bookingId),
      ),
    );
  const techUids = rows.flatMap((row) => (row.techUid ? [row.techUid] : []));
  const techs =
    techUids.length === 0
      ? []
      : await db
          .select({
            uid: techProfiles.uid,
            handle: techProfiles.handle,
            published: techProfiles.published,
          })
          .from(techProfiles)
          .where(inArray(techProfiles.uid, techUids));
  return rows.map((row) => {
    const tech = techs.find((t) => t.uid === row.techUid);
    return {
      id: row.id,
      version: row.version,
      status: row.status,
      rating: row.rating,
      body: row.body,
      author: shownAuthor(row.authorName),
      techName: tech ? (tech.published?.displayName ?? tech.handle) : null,
      bookingReference:
        refs.find((ref) => ref.id === row.bookingId)?.reference ?? "",
      writtenAt: row.createdAt.toISOString(),
      hiddenReason: row.hiddenReason ? reasonLabel(row.hiddenReason) : null,
      reply: row.reply,
      history: history
        .filter((event) => event.reviewId === row.id)
        .map((event) => ({
          at: event.at.toISOString(),
          line: `${actionLines[event.action] ?? event.action} (${reviewStatusLabels[event.toStatus]}), by ${event.actor}${event.note ? `: ${event.note}` : ""}`,
        })),
    };
  });
}

/** The desk's list (docs/product.md §24.3): new reviews first, then the latest others. */
export async function deskReviews(db?: Database): Promise<DeskReview[]> {
  const store = db ?? (await database());
  const rows = await store
    .select()
    .from(reviews)
    .orderBy(
      sql`${reviews.status} = 'new' desc`,
      desc(reviews.createdAt),
      desc(reviews.id),
    )
    .limit(deskLimit);
  return toDesk(store, rows);
}

const refuse = (status: 400 | 404 | 409, error: string, sentence: string) =>
  ({ status, body: { error, sentence } }) as const;

/**
 * Staff keep a review, or hide it for a reason from the list and mail its
 * author that reason (docs/product.md §24.3). Nothing here reads the rating:
 * the reason is the only ground, and the words are never changed.
 */
export async function moderateReview(
  raw: unknown,
  staffEmail: string,
  { now = new Date(), db }: { now?: Date; db?: Database } = {},
): Promise<Outcome> {
  const parsed = v.safeParse(moderationSchema, raw);
  if (!parsed.success) {
    return refuse(
      400,
      "invalid",
      parsed.issues[0]?.message ?? "The action was not understood.",
    );
  }
  const input = parsed.output;
  const store = db ?? (await database());
  const label = input.action === "hide" ? reasonLabel(input.reason) : null;
  const [booking] = await store
    .select({ reference: bookings.reference })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(reviews.id, input.id));
  const result = await changeReview(store, input.id, {
    action: input.action,
    actor: "staff",
    by: `staff ${staffEmail}`,
    now,
    note: label,
    expectedVersion: input.version,
    set: { hiddenReason: input.action === "hide" ? input.reason : null },
    mail: (review) =>
      label && review.email && booking
        ? composeReviewHidden({
            to: review.email,
            reference: booking.reference,
            reasonLabel: label,
            body: review.body,
          })
        : undefined,
  });
  if (!result.ok && !("review" in result)) {
    return refuse(404, "not-found", "No review has that number.");
  }
  if (!result.ok && result.reason === "stale") {
    return refuse(
      409,
      "stale",
      "This review changed while you had it open. Nothing was done; check it and act again.",
    );
  }
  if (!result.ok) {
    return refuse(
      409,
      "not-allowed",
      `This review is ${reviewStatusLabels[result.review.status]}, so that action does not apply to it. Nothing was done.`,
    );
  }
  if (input.action === "hide") sendNotificationsNow();
  await refreshTechPages(store, result.review.techUid);
  const [row] = await toDesk(store, [result.review]);
  return { status: 200, body: { review: row } };
}
