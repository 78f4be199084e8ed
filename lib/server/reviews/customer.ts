import "server-only";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";
import { authorNameOf } from "@/lib/reviews/author";
import { reviewEligibility, type Eligibility } from "@/lib/reviews/eligibility";
import { reviewLinkReference } from "@/lib/reviews/link";
import { reviewRefusal } from "@/lib/reviews/refusals";
import type {
  ReviewForm,
  ReviewRefusal,
  ReviewRefusalCode,
} from "@/lib/reviews/replies";
import { fieldIssues, reviewInputSchema } from "@/lib/reviews/schema";
import type { Database } from "@/lib/server/db/client";
import { reviews } from "@/lib/server/db/schema";
import { refuse, type Outcome } from "@/lib/server/http";
import { publicTechNames } from "@/lib/server/techs/public";
import { bookingTokenSecret } from "@/lib/server/secrets";
import {
  bookingWithReview,
  refreshTechPages,
  type ReviewedBooking,
} from "./shared";
import { addReview, changeReview, type Review } from "./store";

export type Opened =
  | { readonly ok: true; readonly form: ReviewForm }
  | { readonly ok: false; readonly refusal: ReviewRefusal };

const refused = (code: ReviewRefusalCode, locale: Locale) =>
  ({ ok: false, refusal: reviewRefusal(code, locale) }) as const;

async function formOf(
  db: Database,
  booking: ReviewedBooking,
  review: Review | null,
  eligibility: Extract<Eligibility, { ok: true }>,
): Promise<ReviewForm> {
  const tech = booking.assignedTechUid
    ? (await publicTechNames(db)).get(booking.assignedTechUid)
    : undefined;
  return {
    booking: {
      reference: booking.reference,
      services: booking.services.map((line) => line.title),
      techName: tech?.displayName ?? null,
      techHandle: tech?.handle ?? null,
      completedAt: booking.completedAt!.toISOString(),
    },
    review: review && {
      rating: review.rating,
      body: review.body,
      edits: review.edits,
      version: review.version,
    },
    canEdit: eligibility.mode !== "read",
  };
}

/** The booking a review link names, if the link is ours and still open. */
async function linked(db: Database, token: unknown, now: Date) {
  const reference = reviewLinkReference(token, {
    secret: await bookingTokenSecret(db),
    now,
  });
  return reference === undefined ? undefined : bookingWithReview(db, reference);
}

/**
 * What the review page shows for a link (docs/product.md §24.1): the form,
 * with the review if there is one and whether it can still change, or the
 * refusal's sentence in the page's language. `viewerUid` is the signed-in
 * account, if any.
 */
export async function openReview(
  db: Database,
  token: string,
  viewerUid: string | null,
  now: Date,
  locale: Locale = "en",
): Promise<Opened> {
  const found = await linked(db, token, now);
  if (!found) return refused("bad-link", locale);
  const eligibility = reviewEligibility({
    booking: found.booking,
    review: found.review,
    viewerUid,
    now,
    intent: "open",
  });
  if (!eligibility.ok) return refused(eligibility.code, locale);
  return {
    ok: true,
    form: await formOf(db, found.booking, found.review, eligibility),
  };
}

const refusal = (code: ReviewRefusalCode, locale: Locale): Outcome =>
  refuse(code, reviewRefusal(code, locale).error);

/**
 * Writes the booking's review, or its one change (docs/product.md §24.2).
 * A `version` marks a change; it is not compared with the review's, which
 * staff's look or the Tech's reply raise: the lock and the edit count keep
 * the one change one. The review is public at once, as "new".
 */
export async function saveReview(
  db: Database,
  raw: unknown,
  viewerUid: string | null,
  now: Date,
): Promise<Outcome> {
  const locale = readLocale(
    typeof raw === "object" && raw !== null && "locale" in raw
      ? raw.locale
      : undefined,
  );
  // The schema (lib/reviews/schema.ts) writes its sentences in the form's language.
  const parsed = v.safeParse(reviewInputSchema, raw, { lang: locale });
  if (!parsed.success) {
    return refuse(
      "invalid",
      parsed.issues[0]?.message ??
        translator(locale, "reviewChecks")("notUnderstood"),
      { fields: fieldIssues(parsed.issues) },
    );
  }
  const input = parsed.output;
  const found = await linked(db, input.token, now);
  if (!found) return refusal("bad-link", locale);
  const { booking } = found;
  const eligibility = reviewEligibility({
    booking,
    review: found.review,
    viewerUid,
    now,
    intent: input.version === undefined ? "write" : "edit",
  });
  if (!eligibility.ok) return refusal(eligibility.code, locale);
  const result =
    eligibility.mode === "write"
      ? await addReview(
          db,
          {
            bookingId: booking.id,
            accountUid: booking.accountUid,
            techUid: booking.assignedTechUid,
            services: booking.services.map((line) => line.slug),
            rating: input.rating,
            body: input.body,
            authorName: authorNameOf(booking.firstName, booking.lastName),
            email: booking.email,
          },
          now,
        )
      : await changeReview(db, found.review!.id, {
          action: "edit",
          actor: "customer",
          by: "customer",
          now,
          set: {
            rating: input.rating,
            body: input.body,
            edits: sql`${reviews.edits} + 1`,
          },
          allowed: (current) =>
            reviewEligibility({
              booking,
              review: current,
              viewerUid,
              now,
              intent: "edit",
            }).ok,
        });
  if (!result.ok) {
    return refusal(
      result.reason === "duplicate" ? "already-reviewed" : "no-more-edits",
      locale,
    );
  }
  await refreshTechPages(db, result.review.techUid);
  const after = reviewEligibility({
    booking,
    review: result.review,
    viewerUid,
    now,
    intent: "open",
  });
  return {
    status: 200,
    body: {
      form: await formOf(
        db,
        booking,
        result.review,
        after.ok ? after : { ok: true, mode: "read" },
      ),
    },
  };
}
