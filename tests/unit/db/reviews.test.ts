/** @jest-environment node */
import { asc, eq } from "drizzle-orm";
import { signReviewLink } from "@/lib/reviews/link";
import { bookingAction } from "@/lib/server/desk/actions";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { eraseAccountBookings } from "@/lib/server/bookings/visitor";
import type { Database } from "@/lib/server/db/client";
import {
  bookings,
  notifications,
  reviewEvents,
  reviews,
  techProfiles,
} from "@/lib/server/db/schema";
import { pruneRequests } from "@/lib/server/retention";
import { reviewableBookings } from "@/lib/server/reviews/account";
import { openReview, saveReview } from "@/lib/server/reviews/customer";
import { deskReviews, moderateReview } from "@/lib/server/reviews/desk";
import {
  serviceReviews,
  techRatings,
  techReviews,
} from "@/lib/server/reviews/public";
import { replyToReview, techOwnReviews } from "@/lib/server/reviews/tech";
import { bookingTokenSecret } from "@/lib/server/secrets";
import { refreshPublicPages } from "@/lib/server/techs/refresh";
import { eachEngine } from "./engines";
import { booked, details } from "./requests";

// The tests read the outbox's rows; the sender a change starts is not run.
jest.mock("@/lib/server/background", () => ({
  sendNotificationsNow: jest.fn(),
}));
jest.mock("@/lib/server/techs/refresh", () => ({
  refreshPublicPages: jest.fn(),
}));

const refreshed = jest.mocked(refreshPublicPages);

const techUid = "uid-sam";
const profile = {
  handle: "sam-fixes",
  displayName: "Sam Tech",
  headline: "Fixes things",
  about: "",
  skills: ["computer-tuneup"],
  ownSkills: [],
  remote: false,
  years: 5,
  languages: ["English"],
};
/** Completed at noon in New York on 2 March 2026. */
const completedAt = new Date("2026-03-02T17:00:00.000Z");
const soon = new Date("2026-03-03T17:00:00.000Z");
/** When the bookings are made: before their start. */
const bookedAt = new Date("2026-02-20T17:00:00.000Z");
const staffEmail = "ann@example.com";

/** A Confirmed booking of Sam's, started, then marked Completed by staff. */
async function completed(
  db: Database,
  reference: string,
  { accountUid = "uid-ada", email = details.email } = {},
) {
  await createBooking(db, {
    details: { ...details, email },
    booked,
    accountUid,
    draw: () => reference,
    now: bookedAt,
  });
  await db
    .update(bookings)
    .set({
      status: "confirmed",
      startsAt: new Date("2026-03-02T14:00:00.000Z"),
      assignedTechUid: techUid,
    })
    .where(eq(bookings.reference, reference));
  const outcome = await bookingAction(
    db,
    reference,
    { action: "complete", expectedVersion: 1 },
    { by: `staff ${staffEmail}`, now: completedAt },
  );
  expect(outcome.status).toBe(200);
}

async function tokenOf(db: Database, reference: string) {
  return signReviewLink(
    { reference, completedAt },
    await bookingTokenSecret(db),
  );
}

const mailsTo = (db: Database, to: string) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.toAddress, to))
    .orderBy(asc(notifications.id));

async function write(
  db: Database,
  reference: string,
  input: Record<string, unknown> = {},
  viewer: string | null = "uid-ada",
  now = soon,
) {
  return saveReview(
    db,
    {
      token: await tokenOf(db, reference),
      rating: 4,
      body: "Quick.",
      ...input,
    },
    viewer,
    now,
  );
}

const reviewOf = async (db: Database, reference: string) => {
  const [row] = await db
    .select({ review: reviews })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(bookings.reference, reference));
  return row!.review;
};

eachEngine((connection) => {
  let db: Database;
  beforeEach(async () => {
    db = connection().db;
    refreshed.mockClear();
    await db
      .insert(techProfiles)
      .values({
        uid: techUid,
        handle: profile.handle,
        status: "published",
        text: profile,
        published: profile,
      })
      .onConflictDoNothing();
  });

  describe("the invitation (docs/product.md §24.1)", () => {
    it("marking a booking Completed records when, and queues the mail with its link", async () => {
      await completed(db, "BP-RVWAA2");
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.reference, "BP-RVWAA2"));
      expect(row!.completedAt).toEqual(completedAt);
      const invitations = (await mailsTo(db, details.email)).filter((m) =>
        m.subject.startsWith("How did it go?"),
      );
      expect(invitations).toHaveLength(1);
      expect(invitations[0]!.bookingId).toBe(row!.id);
      const token = await tokenOf(db, "BP-RVWAA2");
      expect(invitations[0]!.text).toContain(`/reviews/${token}`);
      expect(invitations[0]!.text).toContain("Sam Tech");
    });

    it("a booking without an e-mail address gets no invitation", async () => {
      await completed(db, "BP-RVWAA3", { email: "" });
      const all = await db.select().from(notifications);
      expect(all.filter((m) => m.subject.startsWith("How did it go?"))).toEqual(
        [],
      );
    });

    it("the account lists its Completed bookings within the 60 days", async () => {
      await completed(db, "BP-RVWAA2");
      const listed = await reviewableBookings(db, "uid-ada", soon);
      expect(listed).toEqual([
        {
          reference: "BP-RVWAA2",
          services: ["Computer Tune-Up"],
          completedAt: completedAt.toISOString(),
          link: `/reviews/${await tokenOf(db, "BP-RVWAA2")}`,
          reviewed: false,
        },
      ]);
      await write(db, "BP-RVWAA2");
      expect((await reviewableBookings(db, "uid-ada", soon))[0]!.reviewed).toBe(
        true,
      );
      // 61 days later, and for another account: nothing.
      expect(
        await reviewableBookings(
          db,
          "uid-ada",
          new Date("2026-05-02T17:00:00.000Z"),
        ),
      ).toEqual([]);
      expect(await reviewableBookings(db, "uid-bob", soon)).toEqual([]);
    });
  });

  describe("writing and the one edit (docs/product.md §24.2)", () => {
    it("writes, changes once, then refuses with a sentence", async () => {
      await completed(db, "BP-RVWAA2");
      const opened = await openReview(
        db,
        await tokenOf(db, "BP-RVWAA2"),
        null,
        soon,
      );
      expect(opened).toEqual({
        ok: true,
        form: {
          booking: {
            reference: "BP-RVWAA2",
            services: ["Computer Tune-Up"],
            techName: "Sam Tech",
            techHandle: "sam-fixes",
            completedAt: completedAt.toISOString(),
          },
          review: null,
          canEdit: true,
        },
      });
      const first = await write(db, "BP-RVWAA2", {
        rating: 3,
        body: "  <b>Late</b> but fine ",
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        form: {
          review: { rating: 3, body: "<b>Late</b> but fine", edits: 0 },
          canEdit: true,
        },
      });
      expect(refreshed).toHaveBeenCalledWith("sam-fixes");
      const saved = await reviewOf(db, "BP-RVWAA2");
      expect(saved).toMatchObject({
        status: "new",
        authorName: "Ada L.",
        email: details.email,
        techUid,
        services: ["computer-tuneup"],
      });

      expect((await write(db, "BP-RVWAA2")).body).toMatchObject({
        reason: "already-reviewed",
      });
      const edited = await write(db, "BP-RVWAA2", {
        rating: 5,
        body: "Better now",
        version: saved.version,
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        form: { review: { rating: 5, edits: 1 }, canEdit: false },
      });
      const again = await write(db, "BP-RVWAA2", { version: 2 });
      expect(again).toEqual({
        status: 409,
        body: {
          reason: "no-more-edits",
          error: expect.stringContaining("can no longer be changed"),
        },
      });
      const history = await db
        .select()
        .from(reviewEvents)
        .orderBy(asc(reviewEvents.id));
      expect(history.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
        ["write", null, "new"],
        ["edit", "new", "new"],
      ]);
    });

    it("refuses a forged or expired link, another account, a booking not Completed, and bad input, each with its sentence", async () => {
      await completed(db, "BP-RVWAA2");
      const forged = await saveReview(
        db,
        { token: "abc.def", rating: 4, body: "" },
        null,
        soon,
      );
      expect(forged).toMatchObject({
        status: 403,
        body: { reason: "bad-link" },
      });
      const late = await write(
        db,
        "BP-RVWAA2",
        {},
        null,
        new Date(completedAt.getTime() + 60 * 86_400_000 + 1),
      );
      expect(late).toMatchObject({ status: 403, body: { reason: "bad-link" } });
      expect(await write(db, "BP-RVWAA2", {}, "uid-bob")).toMatchObject({
        status: 403,
        body: { reason: "other-account" },
      });
      // The 60th day's last millisecond is still in time.
      const edge = await write(
        db,
        "BP-RVWAA2",
        {},
        null,
        new Date(completedAt.getTime() + 60 * 86_400_000),
      );
      expect(edge.status).toBe(200);

      await createBooking(db, {
        details,
        booked,
        draw: () => "BP-RVWAA4",
        now: bookedAt,
      });
      const notDone = await write(db, "BP-RVWAA4");
      expect(notDone).toMatchObject({
        status: 409,
        body: { reason: "not-completed" },
      });
      expect(
        await openReview(db, await tokenOf(db, "BP-RVWAA4"), null, soon),
      ).toMatchObject({ ok: false, refusal: { reason: "not-completed" } });

      const invalid = await write(db, "BP-RVWAA2", {
        rating: 9,
        body: "x".repeat(2001),
      });
      expect(invalid).toEqual({
        status: 400,
        body: {
          reason: "invalid",
          error: "Choose from 1 to 5 stars.",
          fields: {
            rating: "Choose from 1 to 5 stars.",
            body: "Your review can be at most 2000 characters.",
          },
        },
      });
      // In the form's language, field by field.
      expect(
        await write(db, "BP-RVWAA2", {
          rating: 9,
          body: "x".repeat(2001),
          locale: "es",
        }),
      ).toEqual({
        status: 400,
        body: {
          reason: "invalid",
          error: "Elija de 1 a 5 estrellas.",
          fields: {
            rating: "Elija de 1 a 5 estrellas.",
            body: "Su reseña puede tener como máximo 2000 caracteres.",
          },
        },
      });
      for (const outcome of [forged, late, notDone]) {
        expect((outcome.body as { error: string }).error).toMatch(/\.$/);
      }
    });
  });

  describe("moderation (docs/product.md §24.3)", () => {
    it("hiding needs a reason, mails it to the author, and leaves every average; keeping shows it again", async () => {
      await completed(db, "BP-RVWAA2");
      await completed(db, "BP-RVWAA3", { email: "bo@example.com" });
      await write(db, "BP-RVWAA2", { rating: 2 });
      await write(db, "BP-RVWAA3", { rating: 5 }, null);
      const low = await reviewOf(db, "BP-RVWAA2");
      expect(
        (await techRatings(db, [techUid, "uid-none"])).get(techUid),
      ).toEqual({ average: 3.5, count: 2 });

      const noReason = await moderateReview(
        db,
        { id: low.id, version: low.version, action: "hide" },
        staffEmail,
        { now: soon },
      );
      expect(noReason).toMatchObject({
        status: 400,
        body: { reason: "invalid" },
      });
      const hidden = await moderateReview(
        db,
        { id: low.id, version: low.version, action: "hide", reason: "abuse" },
        staffEmail,
        { now: soon },
      );
      expect(hidden).toMatchObject({
        status: 200,
        body: { review: { status: "hidden", hiddenReason: "It is abusive" } },
      });
      const mail = (await mailsTo(db, details.email)).find((m) =>
        m.subject.includes("was hidden"),
      );
      expect(mail!.text).toContain("It is abusive");

      const ratings = await techRatings(db, [techUid, "uid-none"]);
      expect(ratings.get(techUid)).toEqual({ average: 5, count: 1 });
      expect(ratings.get("uid-none")).toEqual({ average: null, count: 0 });
      const profile = await techReviews(db, techUid);
      expect(profile.rating).toEqual({ average: 5, count: 1 });
      expect(profile.reviews.map((r) => r.rating)).toEqual([5]);
      const service = (await serviceReviews(db, "computer-tuneup")).body;
      expect(service.rating).toEqual({ average: 5, count: 1 });
      expect(service.latest).toHaveLength(1);
      expect((await serviceReviews(db, "network-security")).body).toEqual({
        rating: { average: null, count: 0 },
        latest: [],
      });

      expect(
        await moderateReview(
          db,
          {
            id: low.id,
            version: low.version + 1,
            action: "hide",
            reason: "abuse",
          },
          staffEmail,
          { now: soon },
        ),
      ).toEqual({
        status: 409,
        body: {
          reason: "not-allowed",
          error:
            "This review is Hidden, so that action does not apply to it. Nothing was done.",
        },
      });
      const stale = await moderateReview(
        db,
        { id: low.id, version: low.version, action: "keep" },
        staffEmail,
        { now: soon },
      );
      expect(stale).toMatchObject({ status: 409, body: { reason: "stale" } });
      const kept = await moderateReview(
        db,
        { id: low.id, version: low.version + 1, action: "keep" },
        staffEmail,
        { now: soon },
      );
      expect(kept).toMatchObject({
        status: 200,
        body: { review: { status: "kept", hiddenReason: null } },
      });
      expect((await techRatings(db, [techUid])).get(techUid)).toEqual({
        average: 3.5,
        count: 2,
      });
      const desk = (await deskReviews(db)).body.reviews;
      expect(desk.map((r) => r.status)).toEqual(["new", "kept"]);
      expect(desk[1]!.history.map((h) => h.line)).toEqual([
        "Written (New), by customer",
        "Hidden (Hidden), by staff ann@example.com: It is abusive",
        "Kept (Kept), by staff ann@example.com",
      ]);
      expect(
        await moderateReview(
          db,
          { id: 9999, version: 1, action: "keep" },
          staffEmail,
          { now: soon },
        ),
      ).toMatchObject({ status: 404 });
    });

    it("the Tech replies once, publicly, to their own review only", async () => {
      await completed(db, "BP-RVWAA2");
      await write(db, "BP-RVWAA2");
      const review = await reviewOf(db, "BP-RVWAA2");
      expect(
        await replyToReview(
          db,
          { id: review.id, body: "Thanks" },
          "uid-other",
          { now: soon },
        ),
      ).toMatchObject({ status: 404 });
      const replied = await replyToReview(
        db,
        { id: review.id, body: " Thanks, Ada! " },
        techUid,
        { now: soon },
      );
      expect(replied).toMatchObject({
        status: 200,
        body: {
          review: {
            bookingReference: "BP-RVWAA2",
            canReply: false,
            reply: { body: "Thanks, Ada!", at: soon.toISOString() },
          },
        },
      });
      expect(
        await replyToReview(db, { id: review.id, body: "Again" }, techUid, {
          now: soon,
        }),
      ).toMatchObject({ status: 409, body: { reason: "not-allowed" } });
      expect((await techReviews(db, techUid)).reviews[0]!.reply).toEqual({
        body: "Thanks, Ada!",
        at: soon.toISOString(),
      });
      expect(
        (await techOwnReviews(db, techUid)).body.reviews[0]!.canReply,
      ).toBe(false);
    });
  });

  describe("erasure (docs/product.md §24.5)", () => {
    it('deleting the account signs the review "a customer" and forgets the address', async () => {
      await completed(db, "BP-RVWAA2");
      await write(db, "BP-RVWAA2");
      const erased = await eraseAccountBookings(db, "uid-ada", soon);
      expect(erased.ok).toBe(true);
      expect(await reviewOf(db, "BP-RVWAA2")).toMatchObject({
        authorName: null,
        email: null,
        accountUid: null,
        rating: 4,
        body: "Quick.",
      });
      expect((await techReviews(db, techUid)).reviews[0]!.author).toBe(
        "a customer",
      );
      const history = await db.select().from(reviewEvents);
      expect(history.map((e) => e.action)).toEqual(["write", "erase"]);
    });

    it("the retention rule does the same with its booking", async () => {
      await completed(db, "BP-RVWAA2");
      await write(db, "BP-RVWAA2");
      await pruneRequests(db, new Date("2030-01-01T00:00:00Z"));
      expect((await reviewOf(db, "BP-RVWAA2")).authorName).toBeNull();
    });
  });

  describe("no code path lets the rating decide (docs/product.md §24.3)", () => {
    it("ratings 1 and 5 get the same invitation, the same moderation and the same mails", async () => {
      const results = [];
      for (const [rating, reference] of [
        [1, "BP-RVWAA2"],
        [5, "BP-RVWAA3"],
      ] as const) {
        const email = `r${rating}@example.com`;
        await completed(db, reference, { email, accountUid: `uid-${rating}` });
        const saved = await write(db, reference, { rating }, null);
        const review = await reviewOf(db, reference);
        const hidden = await moderateReview(
          db,
          {
            id: review.id,
            version: review.version,
            action: "hide",
            reason: "off-topic",
          },
          staffEmail,
          { now: soon },
        );
        const mails = (await mailsTo(db, email)).map((m) =>
          m.subject.replace(reference, "REF"),
        );
        results.push({
          saved: saved.status,
          hidden: hidden.status,
          status: (await reviewOf(db, reference)).status,
          mails,
        });
      }
      expect(results[0]).toEqual(results[1]);
      expect(results[0]!.mails).toContain("How did it go? Review booking REF");
    });
  });
});
