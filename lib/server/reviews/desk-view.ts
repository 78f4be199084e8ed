import "server-only";
import { asc, desc, inArray, sql } from "drizzle-orm";
import { reviewHideReasons } from "@/data/reviews";
import { shownAuthor } from "@/lib/reviews/author";
import type { DeskReview } from "@/lib/reviews/replies";
import { translator } from "@/lib/i18n/catalogue";
import { reviewActions, type ReviewStatus } from "@/lib/reviews/status";
import type { Database } from "@/lib/server/db/client";
import type { Outcome } from "@/lib/server/http";
import {
  bookings,
  reviewEvents,
  reviews,
  techProfiles,
} from "@/lib/server/db/schema";
import type { Review } from "./store";

// What the desk shows of reviews (docs/product.md §24.3). Apart from
// ./desk.ts, whose moderation never reads the rating.

/** How many reviews the desk lists: every new one first, then the latest others. */
const deskLimit = 200;

/** A hiding reason's words (English, as the desk is); an id off the list, as it is. */
export function reasonLabel(id: string | null): string | null {
  const reason = reviewHideReasons.find((known) => known === id);
  return reason ? translator("en", "deskReviews")(`hideReasons.${reason}`) : id;
}

/** A state's name, as the desk's list shows it (English, as the desk is). */
export const statusWord = (status: ReviewStatus) =>
  translator("en", "deskReviews")(`status.${status}`);

const history = translator("en", "reviewWork");

/** One step of a review's history as the desk lists it; an action off the list, as it is. */
function historyLine(event: typeof reviewEvents.$inferSelect): string {
  const action = reviewActions.find((known) => known === event.action);
  const words = {
    action: action ? history(`history.${action}`) : event.action,
    status: statusWord(event.toStatus),
    actor: event.actor,
  };
  return event.note
    ? history("history.noted", { ...words, note: event.note })
    : history("history.line", words);
}

export async function toDesk(
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
          line: historyLine(event),
        })),
    };
  });
}

/** The desk's list (docs/product.md §24.3): new reviews first, then the latest others. */
export async function deskReviews(
  db: Database,
): Promise<Outcome<{ reviews: DeskReview[] }>> {
  const rows = await db
    .select()
    .from(reviews)
    .orderBy(
      sql`${reviews.status} = 'new' desc`,
      desc(reviews.createdAt),
      desc(reviews.id),
    )
    .limit(deskLimit);
  return { status: 200, body: { reviews: await toDesk(db, rows) } };
}
