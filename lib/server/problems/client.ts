import "server-only";
import type { Locale } from "@/data/locale";
import { readLocale } from "@/lib/locale";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import * as v from "valibot";
import { problemLimits } from "@/data/problems";
import { translator } from "@/lib/i18n/catalogue";
import { fieldErrors } from "@/lib/requests/schema";
import { clientActionSchema, publicIdOf } from "@/lib/problems/actions";
import {
  acceptRefusals,
  closeRefusals,
  invalid,
  missing,
  type Refused,
} from "@/lib/problems/refusals";
import type {
  AcceptedReply,
  ClientProblemReply,
  ClientProblemsReply,
  ClosedReply,
  PostedReply,
  TechChoicesReply,
} from "@/lib/problems/replies";
import { problemSchema, type ProblemInput } from "@/lib/problems/schema";
import { sendNotificationsNow } from "@/lib/server/background";
import type { Database } from "@/lib/server/db/client";
import {
  bids,
  bookings,
  problems,
  problemTechs,
  techProfiles,
} from "@/lib/server/db/schema";
import type { Outcome } from "@/lib/server/http";
import {
  completedJobsOf,
  publicTech,
  publishedProfiles,
} from "@/lib/server/techs/public";
import { techRatings } from "@/lib/server/reviews/public";
import { acceptBid } from "./accept";
import { endProblem, type EndOutcome } from "./ending";
import {
  clientsProblem,
  historyOf,
  newPublicId,
  pendingBidCount,
  shownProblem,
  type Account,
} from "./shared";
import { addProblemEvent } from "./store";

// The Client's side of problems (docs/product.md §18.1, §18.4, §18.6):
// posting one, seeing their own with its bids, accepting a bid and closing.

const t = translator("en", "problemChecks");

export type PostOutcome =
  | { readonly ok: true; readonly publicId: string }
  | { readonly ok: false; readonly errors: Record<string, string> };

/**
 * Stores a Client's problem with its first history entry (docs/product.md
 * §18.1). Chosen Techs are kept only when their profile is public; a choice
 * that leaves none is refused, so a problem is never visible to no one by
 * mistake.
 */
export async function postProblem(
  db: Database,
  client: Account,
  input: ProblemInput,
  now: Date,
  /** The language the Client posted in (docs/architecture.md). */
  language: Locale = "en",
): Promise<PostOutcome> {
  return db.transaction(async (tx): Promise<PostOutcome> => {
    let chosen: string[] = [];
    if (input.visibility === "chosen") {
      const rows = await tx
        .select({ uid: techProfiles.uid })
        .from(techProfiles)
        .where(
          and(
            inArray(sql`lower(${techProfiles.handle})`, input.chosen),
            publicTech,
          ),
        );
      chosen = rows.map((row) => row.uid).filter((uid) => uid !== client.uid);
      if (chosen.length === 0) {
        return {
          ok: false,
          errors: { chosen: t("check.chosenUnpublished") },
        };
      }
    }
    const publicId = newPublicId();
    const [problem] = await tx
      .insert(problems)
      .values({
        publicId,
        clientUid: client.uid,
        title: input.title,
        description: input.description,
        kind: input.kind,
        device: input.device,
        contactMethod: input.contactMethod,
        visibility: input.visibility,
        language,
        expiresAt: new Date(
          now.getTime() + problemLimits.expiresAfterDays * 86_400_000,
        ),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        email: client.email,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: problems.id });
    if (chosen.length > 0) {
      await tx
        .insert(problemTechs)
        .values(chosen.map((techUid) => ({ problemId: problem!.id, techUid })));
    }
    await addProblemEvent(tx, {
      problemId: problem!.id,
      at: now,
      actor: "client",
      action: "post",
      toStatus: "open",
    });
    return { ok: true, publicId };
  });
}

/** The Client's own problem with every bid, or undefined when it is not theirs. */
export async function problemForClient(
  db: Database,
  client: Account,
  publicId: string,
): Promise<ClientProblemReply | undefined> {
  const problem = await clientsProblem(db, client, publicId);
  if (!problem) return undefined;
  const rows = await db
    .select({
      bid: bids,
      handle: techProfiles.handle,
      published: techProfiles.published,
      hasPhoto: sql<boolean>`${techProfiles.publishedPhoto} is not null`,
    })
    .from(bids)
    .leftJoin(techProfiles, and(eq(techProfiles.uid, bids.techUid), publicTech))
    .where(
      and(eq(bids.problemId, problem.id), sql`${bids.status} <> 'withdrawn'`),
    )
    .orderBy(asc(bids.price), asc(bids.createdAt));
  const jobs = await completedJobsOf(
    db,
    rows.map((row) => row.bid.techUid),
  );
  const ratings = await techRatings(
    db,
    rows.map((row) => row.bid.techUid),
  );
  const chosen = await db
    .select({
      handle: techProfiles.handle,
      displayName: sql<string>`${techProfiles.published}->>'displayName'`,
    })
    .from(problemTechs)
    .innerJoin(techProfiles, eq(techProfiles.uid, problemTechs.techUid))
    .where(eq(problemTechs.problemId, problem.id));
  const [booking] = problem.bookingId
    ? await db
        .select({ reference: bookings.reference })
        .from(bookings)
        .where(eq(bookings.id, problem.bookingId))
    : [];
  return {
    problem: shownProblem(problem),
    chosen,
    booking: booking?.reference ?? null,
    history: await historyOf(db, problem.id, { kind: "client" }),
    bids: rows.map(({ bid, handle, published, hasPhoto }) => ({
      publicId: bid.publicId,
      status: bid.status,
      price: bid.price,
      startDate: bid.startDate,
      timeWindow: bid.timeWindow,
      message: bid.message,
      createdAt: bid.createdAt.toISOString(),
      answeredAfterMinutes: Math.max(
        0,
        Math.round(
          (bid.createdAt.getTime() - problem.createdAt.getTime()) / 60_000,
        ),
      ),
      tech:
        handle && published
          ? {
              handle,
              displayName: published.displayName,
              headline: published.headline,
              hasPhoto,
              completedJobs: jobs.get(bid.techUid) ?? 0,
              rating: ratings.get(bid.techUid) ?? { average: null, count: 0 },
            }
          : null,
    })),
  };
}

/** The Client's problems, newest first, with how many bids wait on each. */
export async function problemsOfClient(
  db: Database,
  client: Account,
): Promise<ClientProblemsReply["problems"]> {
  const rows = await db
    .select({
      publicId: problems.publicId,
      title: problems.title,
      status: problems.status,
      createdAt: problems.createdAt,
      pendingBids: pendingBidCount(db),
    })
    .from(problems)
    .where(eq(problems.clientUid, client.uid))
    .orderBy(desc(problems.createdAt), desc(problems.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The Client closes their open problem; its pending bids are declined (§18.6). */
export async function closeProblem(
  db: Database,
  client: Account,
  publicId: string,
  now: Date,
): Promise<EndOutcome> {
  return db.transaction(async (tx): Promise<EndOutcome> => {
    const problem = await clientsProblem(tx, client, publicId, { lock: true });
    if (!problem) return { ok: false, reason: "not-found" };
    return endProblem(tx, problem, "close", "client", "client", now, null);
  });
}

// What the Client's routes answer (the route contract, lib/server/http.ts).

/** GET /problems/api. */
export async function clientProblemList(
  db: Database,
  client: Account,
): Promise<Outcome<ClientProblemsReply>> {
  return {
    status: 200,
    body: { problems: await problemsOfClient(db, client) },
  };
}

/** GET /problems/api/techs: the published Techs a Client may choose from. */
export async function techChoices(
  db: Database,
): Promise<Outcome<TechChoicesReply>> {
  const profiles = await publishedProfiles(db);
  return {
    status: 200,
    body: {
      techs: profiles.map((p) => ({
        handle: p.handle,
        displayName: p.text.displayName,
        headline: p.text.headline,
        skills: p.text.skills,
        ownSkills: p.text.ownSkills,
      })),
    },
  };
}

/** POST /problems/api: a problem as the form sent it. */
export async function postFromClient(
  db: Database,
  client: Account,
  body: unknown,
  now: Date,
): Promise<Outcome<PostedReply> | Refused> {
  const notPosted = t("refusals.notPosted");
  const parsed = v.safeParse(problemSchema, body);
  if (!parsed.success) return invalid(notPosted, fieldErrors(parsed.issues));
  const locale = readLocale(
    typeof body === "object" && body !== null && "locale" in body
      ? body.locale
      : undefined,
  );
  const outcome = await postProblem(db, client, parsed.output, now, locale);
  return outcome.ok
    ? { status: 201, body: { publicId: outcome.publicId } }
    : invalid(notPosted, outcome.errors);
}

/** GET /problems/api/{id}: the Client's own problem; anyone else's is 404. */
export async function clientProblem(
  db: Database,
  client: Account,
  id: string,
): Promise<Outcome<ClientProblemReply> | Refused> {
  const publicId = publicIdOf(id);
  const view = publicId && (await problemForClient(db, client, publicId));
  return view ? { status: 200, body: view } : missing();
}

/**
 * POST /problems/api/{id}: accept a bid or close the problem. The bidders'
 * mails start going now, not on the outbox's next round.
 */
export async function clientProblemAction(
  db: Database,
  client: Account,
  id: string,
  body: unknown,
  now: Date,
): Promise<Outcome<AcceptedReply | ClosedReply> | Refused> {
  const publicId = publicIdOf(id);
  if (!publicId) return missing();
  const parsed = v.safeParse(clientActionSchema, body);
  if (!parsed.success) return invalid(parsed.issues[0].message);
  const action = parsed.output;
  if (action.action === "close") {
    const outcome = await closeProblem(db, client, publicId, now);
    if (!outcome.ok) return closeRefusals[outcome.reason];
    if (outcome.queued > 0) void sendNotificationsNow();
    return { status: 200, body: { status: outcome.status } };
  }
  const outcome = await acceptBid(db, client, publicId, action.bid, now);
  if (!outcome.ok) return acceptRefusals[outcome.reason];
  if (outcome.queued > 0) void sendNotificationsNow();
  return { status: 200, body: { reference: outcome.reference } };
}
