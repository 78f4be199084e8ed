import "server-only";
import { randomBytes } from "node:crypto";
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
} from "drizzle-orm";
import { problemLimits } from "@/data/problems";
import { newReference } from "@/lib/requests/reference";
import type { Composed } from "@/lib/requests/compose";
import {
  composeBidAccepted,
  composeBidDeclined,
  composeNewBid,
  composeRemoved,
} from "@/lib/problems/mail";
import type { BidInput, ProblemInput } from "@/lib/problems/schema";
import {
  bidTransition,
  problemTransition,
  type Actor,
  type BidAction,
  type BidStatus,
  type ProblemStatus,
} from "@/lib/problems/status";
import type { Database } from "@/lib/server/db/client";
import {
  bids,
  bookingEvents,
  bookings,
  notifications,
  problemEvents,
  problems,
  problemTechs,
  techProfiles,
} from "@/lib/server/db/schema";
import { siteUrl } from "@/lib/site";
import { completedJobsOf } from "@/lib/server/techs/public";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Problem = typeof problems.$inferSelect;
export type Bid = typeof bids.$inferSelect;

/** A signed-in account as the server verified it. */
export type Account = { readonly uid: string; readonly email: string | null };

/** 16 random characters of [a-z0-9]: what a problem's or bid's URL carries. */
export function newPublicId(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join(
    "",
  );
}

/** A public id as a URL may carry it, or undefined for anything else. */
export function publicIdOf(value: unknown): string | undefined {
  return typeof value === "string" && /^[a-z2-9]{16}$/.test(value)
    ? value
    : undefined;
}

const link = (path: string) => new URL(path, siteUrl()).toString();

async function enqueue(tx: Tx, to: string | null, mail: Composed) {
  if (!to) return;
  await tx.insert(notifications).values({
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyToName: mail.replyTo.name,
    replyToAddress: mail.replyTo.address,
    toAddress: to,
  });
}

/** A profile that is public: published, and not hidden since (docs/product.md §17). */
const publicProfile = and(
  isNotNull(techProfiles.published),
  sql`${techProfiles.status} <> 'hidden'`,
);

/** Whether this account is a Tech with a public profile: only they see and bid on problems. */
async function isPublishedTech(
  db: Database | Tx,
  uid: string,
): Promise<boolean> {
  const [row] = await db
    .select({ uid: techProfiles.uid })
    .from(techProfiles)
    .where(and(eq(techProfiles.uid, uid), publicProfile));
  return Boolean(row);
}

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
            publicProfile,
          ),
        );
      chosen = rows.map((row) => row.uid).filter((uid) => uid !== client.uid);
      if (chosen.length === 0) {
        return {
          ok: false,
          errors: {
            chosen:
              "None of the technicians you chose has a public profile. Choose from the list.",
          },
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
    await tx.insert(problemEvents).values({
      problemId: problem!.id,
      at: now,
      actor: "client",
      action: "post",
      toStatus: "open",
    });
    return { ok: true, publicId };
  });
}

/**
 * Whether a Tech may see a problem: one they bid on, or an open one shown to
 * every Tech or to them by name. Anything else looks like no problem at all.
 */
function visibleTo(uid: string) {
  return or(
    sql`exists (select 1 from ${bids} where ${bids.problemId} = ${problems.id} and ${bids.techUid} = ${uid})`,
    and(
      eq(problems.status, "open"),
      sql`${problems.clientUid} <> ${uid}`,
      or(
        eq(problems.visibility, "everyone"),
        sql`exists (select 1 from ${problemTechs} where ${problemTechs.problemId} = ${problems.id} and ${problemTechs.techUid} = ${uid})`,
      ),
    ),
  );
}

const bidCount = sql<number>`(select count(*)::int from ${bids} where ${bids.problemId} = ${problems.id} and ${bids.status} = 'pending')`;

/** What a Tech's list shows of a problem: never the Client, never a price. */
export type ProblemSummary = {
  readonly publicId: string;
  readonly title: string;
  readonly kind: string;
  readonly device: string;
  readonly contactMethod: string;
  readonly createdAt: Date;
  readonly pendingBids: number;
};

/** The open problems a Tech may see, newest first (docs/product.md §18.2). */
export async function openProblemsFor(
  db: Database,
  tech: Account,
): Promise<ProblemSummary[]> {
  if (!(await isPublishedTech(db, tech.uid))) return [];
  return db
    .select({
      publicId: problems.publicId,
      title: problems.title,
      kind: problems.kind,
      device: problems.device,
      contactMethod: problems.contactMethod,
      createdAt: problems.createdAt,
      pendingBids: bidCount,
    })
    .from(problems)
    .where(and(eq(problems.status, "open"), visibleTo(tech.uid)))
    .orderBy(desc(problems.createdAt), desc(problems.id))
    .limit(200);
}

export type HistoryEntry = {
  readonly at: Date;
  readonly actor: string;
  readonly action: string;
  readonly toStatus: string;
  readonly note: string | null;
  readonly bid: string | null;
};

async function historyOf(
  db: Database,
  problemId: number,
  onlyBid?: number,
): Promise<HistoryEntry[]> {
  return db
    .select({
      at: problemEvents.at,
      actor: problemEvents.actor,
      action: problemEvents.action,
      toStatus: problemEvents.toStatus,
      note: problemEvents.note,
      bid: bids.publicId,
    })
    .from(problemEvents)
    .leftJoin(bids, eq(bids.id, problemEvents.bidId))
    .where(
      and(
        eq(problemEvents.problemId, problemId),
        onlyBid === undefined
          ? undefined
          : or(
              sql`${problemEvents.bidId} is null`,
              eq(problemEvents.bidId, onlyBid),
            ),
      ),
    )
    .orderBy(asc(problemEvents.at), asc(problemEvents.id));
}

/** A bid as the Client compares it: price, start, and who the Tech is. */
export type BidForClient = {
  readonly publicId: string;
  readonly status: BidStatus;
  readonly price: number;
  readonly startDate: string;
  readonly timeWindow: string;
  readonly message: string;
  readonly createdAt: Date;
  /** How long after the problem was posted the Tech bid, in minutes. */
  readonly answeredAfterMinutes: number;
  readonly tech: {
    readonly handle: string;
    readonly displayName: string;
    readonly headline: string;
    readonly hasPhoto: boolean;
    readonly completedJobs: number;
  } | null;
};

export type ClientView = {
  readonly problem: Problem;
  readonly bids: readonly BidForClient[];
  readonly chosen: readonly string[];
  readonly history: readonly HistoryEntry[];
  readonly booking: string | null;
};

/**
 * The Client's own problem by its public id, or undefined: another account's
 * problem is as absent as a missing one (docs/product.md §18.4). `lock` holds
 * its row for the transaction that changes it.
 */
async function clientsProblem(
  db: Database | Tx,
  client: Account,
  publicId: string,
  { lock = false } = {},
) {
  const query = db
    .select()
    .from(problems)
    .where(
      and(eq(problems.publicId, publicId), eq(problems.clientUid, client.uid)),
    );
  const [problem] = await (lock ? query.for("update") : query);
  return problem;
}

/** The Client's own problem with every bid, or undefined when it is not theirs. */
export async function problemForClient(
  db: Database,
  client: Account,
  publicId: string,
): Promise<ClientView | undefined> {
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
    .leftJoin(
      techProfiles,
      and(eq(techProfiles.uid, bids.techUid), publicProfile),
    )
    .where(
      and(eq(bids.problemId, problem.id), sql`${bids.status} <> 'withdrawn'`),
    )
    .orderBy(asc(bids.price), asc(bids.createdAt));
  const jobs = await completedJobsOf(
    db,
    rows.map((row) => row.bid.techUid),
  );
  const chosen = await db
    .select({ handle: techProfiles.handle })
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
    problem,
    chosen: chosen.map((row) => row.handle),
    booking: booking?.reference ?? null,
    history: await historyOf(db, problem.id),
    bids: rows.map(({ bid, handle, published, hasPhoto }) => ({
      publicId: bid.publicId,
      status: bid.status,
      price: bid.price,
      startDate: bid.startDate,
      timeWindow: bid.timeWindow,
      message: bid.message,
      createdAt: bid.createdAt,
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
            }
          : null,
    })),
  };
}

/** What a Tech sees of a problem: the Client's details only once their bid is accepted. */
export type TechView = {
  readonly problem: Omit<
    Problem,
    "firstName" | "lastName" | "phone" | "email" | "clientUid"
  >;
  readonly client: { name: string; phone: string; email: string } | null;
  readonly pendingBids: number;
  readonly ownBid: Bid | null;
  readonly booking: string | null;
  readonly history: readonly HistoryEntry[];
};

/** A problem without who posted it: what a Tech's view starts from. */
function withoutClient(problem: Problem): TechView["problem"] {
  const shown = { ...problem } as Partial<Problem>;
  for (const field of [
    "firstName",
    "lastName",
    "phone",
    "email",
    "clientUid",
  ] as const) {
    delete shown[field];
  }
  return shown as TechView["problem"];
}

export async function problemForTech(
  db: Database,
  tech: Account,
  publicId: string,
): Promise<TechView | undefined> {
  if (!(await isPublishedTech(db, tech.uid))) return undefined;
  const [row] = await db
    .select({ problem: problems, pendingBids: bidCount })
    .from(problems)
    .where(and(eq(problems.publicId, publicId), visibleTo(tech.uid)));
  if (!row) return undefined;
  const { firstName, lastName, phone, email } = row.problem;
  const problem = withoutClient(row.problem);
  const [ownBid] = await db
    .select()
    .from(bids)
    .where(and(eq(bids.problemId, problem.id), eq(bids.techUid, tech.uid)));
  const accepted = ownBid?.status === "accepted";
  const [booking] =
    accepted && problem.bookingId
      ? await db
          .select({ reference: bookings.reference })
          .from(bookings)
          .where(eq(bookings.id, problem.bookingId))
      : [];
  return {
    problem,
    client: accepted
      ? {
          name: `${firstName ?? ""} ${lastName ?? ""}`.trim(),
          phone: phone ?? "",
          email: email ?? "",
        }
      : null,
    pendingBids: row.pendingBids,
    ownBid: ownBid ?? null,
    booking: booking?.reference ?? null,
    history: await historyOf(db, problem.id, ownBid?.id ?? -1),
  };
}

/** The Client's problems, newest first, with how many bids wait on each. */
export async function problemsOfClient(db: Database, client: Account) {
  return db
    .select({
      publicId: problems.publicId,
      title: problems.title,
      status: problems.status,
      createdAt: problems.createdAt,
      pendingBids: bidCount,
    })
    .from(problems)
    .where(eq(problems.clientUid, client.uid))
    .orderBy(desc(problems.createdAt), desc(problems.id));
}

export type BidOutcome =
  | { readonly ok: true; readonly bid: Bid }
  | {
      readonly ok: false;
      readonly reason:
        | "not-found"
        | "closed"
        | "own"
        | "full"
        | "already"
        | "not-allowed"
        | "stale";
    };

const uniqueViolation = "23505";
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === uniqueViolation) return true;
  }
  return false;
}

/**
 * A Tech's bid (docs/product.md §18.3). The problem's row is locked while the
 * pending bids are counted, so bids that arrive at once are counted one after
 * another and the limit of 5 holds; the unique index keeps one bid per Tech.
 */
export async function placeBid(
  db: Database,
  tech: Account & { by: string },
  problemPublicId: string,
  input: BidInput,
  now: Date,
): Promise<BidOutcome> {
  try {
    return await db.transaction(async (tx): Promise<BidOutcome> => {
      if (!(await isPublishedTech(tx, tech.uid)))
        return { ok: false, reason: "not-found" };
      const [problem] = await tx
        .select()
        .from(problems)
        .where(and(eq(problems.publicId, problemPublicId), visibleTo(tech.uid)))
        .for("update");
      if (!problem) {
        // A Tech's own problem (posted before the claim) reads as one they cannot bid on.
        const [own] = await tx
          .select({ id: problems.id })
          .from(problems)
          .where(
            and(
              eq(problems.publicId, problemPublicId),
              eq(problems.clientUid, tech.uid),
            ),
          );
        return { ok: false, reason: own ? "own" : "not-found" };
      }
      if (problem.status !== "open" || problem.expiresAt <= now)
        return { ok: false, reason: "closed" };
      const [{ pending }] = (await tx
        .select({ pending: count() })
        .from(bids)
        .where(
          and(eq(bids.problemId, problem.id), eq(bids.status, "pending")),
        )) as [{ pending: number }];
      if (pending >= problemLimits.pendingBids)
        return { ok: false, reason: "full" };
      const [existing] = await tx
        .select({ id: bids.id })
        .from(bids)
        .where(and(eq(bids.problemId, problem.id), eq(bids.techUid, tech.uid)));
      if (existing) return { ok: false, reason: "already" };
      const [bid] = await tx
        .insert(bids)
        .values({
          publicId: newPublicId(),
          problemId: problem.id,
          techUid: tech.uid,
          price: input.price,
          startDate: input.startDate,
          timeWindow: input.timeWindow,
          message: input.message,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(problemEvents).values({
        problemId: problem.id,
        bidId: bid!.id,
        at: now,
        actor: tech.by,
        action: "bid",
        toStatus: "pending",
      });
      await enqueue(
        tx,
        problem.email,
        composeNewBid({
          title: problem.title,
          link: link(`/problems/${problem.publicId}`),
        }),
      );
      return { ok: true, bid: bid! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "already" };
    throw error;
  }
}

/**
 * A Tech changes or withdraws their own pending bid. Another Tech's bid looks
 * like no bid at all.
 */
export async function changeOwnBid(
  db: Database,
  tech: Account & { by: string },
  bidPublicId: string,
  change: { action: "change"; input: BidInput } | { action: "withdraw" },
  now: Date,
): Promise<BidOutcome> {
  return db.transaction(async (tx): Promise<BidOutcome> => {
    const [row] = await tx
      .select({ bid: bids, problem: problems })
      .from(bids)
      .innerJoin(problems, eq(problems.id, bids.problemId))
      .where(and(eq(bids.publicId, bidPublicId), eq(bids.techUid, tech.uid)))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" };
    const to = bidTransition(row.bid.status, change.action, "tech");
    if (!to) return { ok: false, reason: "not-allowed" };
    if (
      change.action === "change" &&
      (row.problem.status !== "open" || row.problem.expiresAt <= now)
    ) {
      return { ok: false, reason: "closed" };
    }
    const [bid] = await tx
      .update(bids)
      .set({
        status: to,
        version: sql`${bids.version} + 1`,
        updatedAt: now,
        ...(change.action === "change" && change.input),
      })
      .where(eq(bids.id, row.bid.id))
      .returning();
    await tx.insert(problemEvents).values({
      problemId: row.problem.id,
      bidId: row.bid.id,
      at: now,
      actor: tech.by,
      action: change.action,
      fromStatus: row.bid.status,
      toStatus: to,
    });
    return { ok: true, bid: bid! };
  });
}

/** Declines every pending bid but one, as the system, and writes to each bidder. */
async function declinePending(
  tx: Tx,
  problem: Problem,
  now: Date,
  keep: number | null,
  note: string,
) {
  const pending = await tx
    .select({ id: bids.id, techUid: bids.techUid, email: techProfiles.email })
    .from(bids)
    .leftJoin(techProfiles, eq(techProfiles.uid, bids.techUid))
    .where(and(eq(bids.problemId, problem.id), eq(bids.status, "pending")));
  for (const bid of pending) {
    if (bid.id === keep) continue;
    await tx
      .update(bids)
      .set({
        status: bidTransition("pending", "decline", "system")!,
        version: sql`${bids.version} + 1`,
        updatedAt: now,
      })
      .where(eq(bids.id, bid.id));
    await tx.insert(problemEvents).values({
      problemId: problem.id,
      bidId: bid.id,
      at: now,
      actor: "system",
      action: "decline",
      fromStatus: "pending",
      toStatus: "declined",
      note,
    });
    await enqueue(
      tx,
      bid.email,
      composeBidDeclined({
        title: problem.title,
        link: link(`/tech/problems/${problem.publicId}`),
      }),
    );
  }
}

export type AcceptOutcome =
  | { readonly ok: true; readonly reference: string }
  | {
      readonly ok: false;
      readonly reason: "not-found" | "not-allowed" | "closed";
    };

/**
 * The Client accepts one bid (docs/product.md §18.4): in one transaction, the
 * problem is locked and moves to Accepted, the bid to Accepted, every other
 * pending bid to Declined, and a Requested booking at the bid's price is
 * created, assigned to its Tech, each with its history and its e-mails. A
 * second accept, from a double click or another tab, finds the problem no
 * longer open and changes nothing.
 */
export async function acceptBid(
  db: Database,
  client: Account,
  problemPublicId: string,
  bidPublicId: string,
  now: Date,
): Promise<AcceptOutcome> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    try {
      return await db.transaction(async (tx): Promise<AcceptOutcome> => {
        const problem = await clientsProblem(tx, client, problemPublicId, {
          lock: true,
        });
        if (!problem) return { ok: false, reason: "not-found" };
        const problemTo = problemTransition(problem.status, "accept", "client");
        if (!problemTo || problem.expiresAt <= now)
          return { ok: false, reason: "closed" };
        const [bid] = await tx
          .select({ bid: bids, email: techProfiles.email })
          .from(bids)
          .leftJoin(techProfiles, eq(techProfiles.uid, bids.techUid))
          .where(
            and(eq(bids.publicId, bidPublicId), eq(bids.problemId, problem.id)),
          )
          .for("update", { of: bids });
        if (!bid) return { ok: false, reason: "not-found" };
        const bidTo = bidTransition(bid.bid.status, "accept", "client");
        if (!bidTo) return { ok: false, reason: "not-allowed" };
        const [booking] = await tx
          .insert(bookings)
          .values({
            reference,
            services: [
              {
                slug: "problem",
                title: problem.title,
                price: bid.bid.price,
                homeVisit: false,
              },
            ],
            total: bid.bid.price,
            homeVisit: false,
            preferredDate: bid.bid.startDate,
            timeWindow: bid.bid.timeWindow,
            accountUid: client.uid,
            assignedTechUid: bid.bid.techUid,
            firstName: problem.firstName,
            lastName: problem.lastName,
            phone: problem.phone,
            email: problem.email,
            notes: `From problem "${problem.title}" (${problem.contactMethod === "remote" ? "remote session" : "phone"}).`,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: bookings.id });
        await tx.insert(bookingEvents).values({
          bookingId: booking!.id,
          at: now,
          actor: "account",
          action: "accept bid",
          toStatus: "requested",
          note: `Assigned to ${bid.email ?? "the Tech"} from an accepted bid.`,
        });
        await tx
          .update(problems)
          .set({
            status: problemTo,
            bookingId: booking!.id,
            version: sql`${problems.version} + 1`,
            updatedAt: now,
          })
          .where(eq(problems.id, problem.id));
        await tx.insert(problemEvents).values({
          problemId: problem.id,
          at: now,
          actor: "client",
          action: "accept",
          fromStatus: problem.status,
          toStatus: problemTo,
          note: reference,
        });
        await tx
          .update(bids)
          .set({
            status: bidTo,
            version: sql`${bids.version} + 1`,
            updatedAt: now,
          })
          .where(eq(bids.id, bid.bid.id));
        await tx.insert(problemEvents).values({
          problemId: problem.id,
          bidId: bid.bid.id,
          at: now,
          actor: "client",
          action: "accept",
          fromStatus: "pending",
          toStatus: bidTo,
        });
        await enqueue(
          tx,
          bid.email,
          composeBidAccepted({
            title: problem.title,
            reference,
            link: link("/tech/bookings"),
          }),
        );
        await declinePending(
          tx,
          problem,
          now,
          bid.bid.id,
          "Another bid was accepted.",
        );
        return { ok: true, reference };
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export type ProblemOutcome =
  | { readonly ok: true; readonly status: ProblemStatus }
  | { readonly ok: false; readonly reason: "not-found" | "not-allowed" };

/**
 * Closes, expires or removes a problem by its table; its pending bids are
 * declined with it, since a problem that is not open takes none.
 */
async function endProblem(
  tx: Tx,
  problem: Problem,
  action: "close" | "expire" | "remove",
  actor: Actor,
  by: string,
  now: Date,
  note: string | null,
): Promise<ProblemOutcome> {
  const to = problemTransition(problem.status, action, actor);
  if (!to) return { ok: false, reason: "not-allowed" };
  await tx
    .update(problems)
    .set({ status: to, version: sql`${problems.version} + 1`, updatedAt: now })
    .where(eq(problems.id, problem.id));
  await tx.insert(problemEvents).values({
    problemId: problem.id,
    at: now,
    actor: by,
    action,
    fromStatus: problem.status,
    toStatus: to,
    note,
  });
  await declinePending(
    tx,
    problem,
    now,
    null,
    action === "close"
      ? "The Client closed the problem."
      : action === "expire"
        ? "The problem expired."
        : "The problem was removed.",
  );
  return { ok: true, status: to };
}

export async function closeProblem(
  db: Database,
  client: Account,
  publicId: string,
  now: Date,
) {
  return db.transaction(async (tx): Promise<ProblemOutcome> => {
    const problem = await clientsProblem(tx, client, publicId, { lock: true });
    if (!problem) return { ok: false, reason: "not-found" };
    return endProblem(tx, problem, "close", "client", "client", now, null);
  });
}

/**
 * Expires every open problem posted more than 7 days ago (docs/product.md
 * §18.6). Each is locked and moved by the table, so a second run, or a second
 * server at once, finds nothing left to expire. Returns how many expired.
 */
export async function expireProblems(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: problems.id })
    .from(problems)
    .where(
      and(eq(problems.status, "open"), lt(problems.expiresAt, sql`${now}`)),
    )
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [problem] = await tx
        .select()
        .from(problems)
        .where(eq(problems.id, id))
        .for("update", { skipLocked: true });
      if (!problem || problem.status !== "open" || problem.expiresAt >= now)
        return false;
      return (
        await endProblem(tx, problem, "expire", "system", "system", now, null)
      ).ok;
    });
    if (done) expired++;
  }
  return expired;
}

/** Staff remove a problem or a bid that breaks the terms, with the reason, and tell its author. */
export async function staffRemove(
  db: Database,
  staff: { by: string },
  target: { kind: "problem" | "bid"; publicId: string },
  reason: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: "not-found" | "not-allowed" }> {
  return db.transaction(async (tx) => {
    if (target.kind === "problem") {
      const [problem] = await tx
        .select()
        .from(problems)
        .where(eq(problems.publicId, target.publicId))
        .for("update");
      if (!problem) return { ok: false, reason: "not-found" as const };
      const outcome = await endProblem(
        tx,
        problem,
        "remove",
        "staff",
        staff.by,
        now,
        reason,
      );
      if (!outcome.ok) return outcome;
      await enqueue(
        tx,
        problem.email,
        composeRemoved({
          title: problem.title,
          link: link(`/problems/${problem.publicId}`),
          what: "problem",
          reason,
        }),
      );
      return { ok: true as const };
    }
    const [row] = await tx
      .select({ bid: bids, problem: problems, email: techProfiles.email })
      .from(bids)
      .innerJoin(problems, eq(problems.id, bids.problemId))
      .leftJoin(techProfiles, eq(techProfiles.uid, bids.techUid))
      .where(eq(bids.publicId, target.publicId))
      .for("update", { of: bids });
    if (!row) return { ok: false, reason: "not-found" as const };
    const to = bidTransition(
      row.bid.status,
      "remove" satisfies BidAction,
      "staff",
    );
    if (!to) return { ok: false, reason: "not-allowed" as const };
    await tx
      .update(bids)
      .set({ status: to, version: sql`${bids.version} + 1`, updatedAt: now })
      .where(eq(bids.id, row.bid.id));
    await tx.insert(problemEvents).values({
      problemId: row.problem.id,
      bidId: row.bid.id,
      at: now,
      actor: staff.by,
      action: "remove",
      fromStatus: row.bid.status,
      toStatus: to,
      note: reason,
    });
    await enqueue(
      tx,
      row.email,
      composeRemoved({
        title: row.problem.title,
        link: link(`/tech/problems/${row.problem.publicId}`),
        what: "bid",
        reason,
      }),
    );
    return { ok: true as const };
  });
}

/** What the desk lists of a problem: everything, prices included (docs/product.md §18.7). */
export async function deskProblems(db: Database) {
  const rows = await db
    .select({
      publicId: problems.publicId,
      id: problems.id,
      title: problems.title,
      description: problems.description,
      status: problems.status,
      kind: problems.kind,
      createdAt: problems.createdAt,
      email: problems.email,
    })
    .from(problems)
    .orderBy(desc(problems.createdAt), desc(problems.id))
    .limit(100);
  const allBids = rows.length
    ? await db
        .select({
          problemId: bids.problemId,
          publicId: bids.publicId,
          status: bids.status,
          price: bids.price,
          message: bids.message,
          handle: techProfiles.handle,
        })
        .from(bids)
        .leftJoin(techProfiles, eq(techProfiles.uid, bids.techUid))
        .where(
          inArray(
            bids.problemId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(bids.createdAt))
    : [];
  return rows.map((row) => ({
    publicId: row.publicId,
    title: row.title,
    description: row.description,
    status: row.status,
    kind: row.kind,
    createdAt: row.createdAt,
    email: row.email,
    bids: allBids
      .filter((bid) => bid.problemId === row.id)
      .map((bid) => ({
        publicId: bid.publicId,
        status: bid.status,
        price: bid.price,
        message: bid.message,
        handle: bid.handle,
      })),
  }));
}

export type AssignOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: "not-found" | "no-tech" | "not-allowed";
    };

/**
 * Staff assign a Requested booking to a Tech with a public profile
 * (docs/product.md §18.7), with its history; the Tech then confirms it.
 */
export async function assignBooking(
  db: Database,
  staff: { by: string },
  reference: string,
  handle: string,
  now: Date,
): Promise<AssignOutcome> {
  return db.transaction(async (tx): Promise<AssignOutcome> => {
    const [tech] = await tx
      .select({ uid: techProfiles.uid, handle: techProfiles.handle })
      .from(techProfiles)
      .where(
        and(
          sql`lower(${techProfiles.handle}) = ${handle.toLowerCase()}`,
          publicProfile,
        ),
      );
    if (!tech) return { ok: false, reason: "no-tech" };
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference))
      .for("update");
    if (!booking) return { ok: false, reason: "not-found" };
    if (booking.status !== "requested")
      return { ok: false, reason: "not-allowed" };
    await tx
      .update(bookings)
      .set({
        assignedTechUid: tech.uid,
        version: sql`${bookings.version} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
    await tx.insert(bookingEvents).values({
      bookingId: booking.id,
      at: now,
      actor: staff.by,
      action: "assign",
      fromStatus: booking.status,
      toStatus: booking.status,
      note: `Assigned to ${tech.handle}.`,
    });
    return { ok: true };
  });
}
