/** @jest-environment node */
import { eq, isNotNull, sql } from "drizzle-orm";
import type { ProfileText } from "@/lib/techs/profile";
import {
  bids,
  bookingEvents,
  bookings,
  notifications,
  problemEvents,
  problems,
  techProfiles,
} from "@/lib/server/db/schema";
import { changeBooking } from "@/lib/server/bookings/changes";
import { acceptBid } from "@/lib/server/problems/accept";
import {
  closeProblem,
  postProblem,
  problemForClient,
} from "@/lib/server/problems/client";
import { staffRemove } from "@/lib/server/problems/desk";
import { expireProblems } from "@/lib/server/problems/periodic";
import {
  changeOwnBid,
  openProblemsFor,
  placeBid,
  problemForTech,
} from "@/lib/server/problems/tech";
import { eachEngine } from "./engines";

const posted = new Date("2026-11-25T15:00:00Z");
const later = (minutes: number) =>
  new Date(posted.getTime() + minutes * 60_000);

const client = { uid: "client-1", email: "cleo@example.com" };
const techs = Array.from({ length: 10 }, (_, i) => ({
  uid: `tech-${i}`,
  email: `tech${i}@example.com`,
  by: `tech tech${i}@example.com`,
  handle: `tech-${i}`,
}));
const [ann, bo] = techs as [(typeof techs)[0], (typeof techs)[0]];

function profile(handle: string): ProfileText {
  return {
    handle,
    displayName: `Tech ${handle}`,
    headline: "Printers and networks",
    about: "Ten years of home IT.",
    skills: ["printer-setup"],
    ownSkills: [],
    remote: true,
    years: 10,
    languages: ["English"],
  };
}

const details = {
  title: "Printer prints blank pages",
  description: "Since the update, every page comes out blank.",
  kind: "printer" as const,
  device: "HP LaserJet",
  contactMethod: "remote" as const,
  firstName: "Cleo",
  lastName: "Park",
  phone: "347-555-0100",
};

const offer = {
  price: 90,
  startDate: "2026-11-27",
  timeWindow: "morning" as const,
  message: "I can look at it remotely.",
};

eachEngine((connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.execute(sql`truncate tech_profiles restart identity cascade`);
    await db.insert(techProfiles).values(
      techs.map((t) => ({
        uid: t.uid,
        handle: t.handle,
        status: "published" as const,
        text: profile(t.handle),
        published: profile(t.handle),
        email: t.email,
        firstPublishedAt: posted,
      })),
    );
  });

  async function post(
    visibility: "everyone" | "chosen",
    chosen: string[] = [],
  ) {
    const outcome = await postProblem(
      connection().db,
      client,
      { ...details, visibility, chosen },
      posted,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    return outcome.publicId;
  }

  it("shows a problem restricted to one Tech to that Tech only, and 404s the other", async () => {
    const { db } = connection();
    const id = await post("chosen", ["tech-0"]);
    expect((await openProblemsFor(db, ann)).map((p) => p.publicId)).toEqual([
      id,
    ]);
    expect(await openProblemsFor(db, bo)).toEqual([]);
    expect(await problemForTech(db, bo, id)).toBeUndefined();
    expect(await placeBid(db, bo, id, offer, later(1))).toEqual({
      ok: false,
      reason: "not-found",
    });
    const view = await problemForTech(db, ann, id);
    expect(view?.client).toBeNull();
    expect(JSON.stringify(view)).not.toMatch(/cleo@example.com|555-0100|Park/);
  });

  it("refuses a choice of Techs none of whom has a public profile", async () => {
    const outcome = await postProblem(
      connection().db,
      client,
      { ...details, visibility: "chosen", chosen: ["nobody"] },
      posted,
    );
    expect(outcome).toMatchObject({
      ok: false,
      errors: { chosen: expect.stringMatching(/public profile/) },
    });
    expect(await connection().db.select().from(problems)).toEqual([]);
  });

  it("takes exactly one new bid when ten Techs bid at once on a problem with four", async () => {
    const { db } = connection();
    const id = await post("everyone");
    for (const tech of techs.slice(0, 4)) {
      expect((await placeBid(db, tech, id, offer, later(1))).ok).toBe(true);
    }
    const others = techs.slice(4);
    // Each of these six has no bid yet; with the four already there, one more fits.
    const outcomes = await Promise.all(
      others.map((tech) => placeBid(db, tech, id, offer, later(2))),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.reason)).toEqual(
      Array(5).fill("full"),
    );
    const pending = await db
      .select({ id: bids.id })
      .from(bids)
      .where(eq(bids.status, "pending"));
    expect(pending).toHaveLength(5);
  });

  it("keeps one bid per Tech, even when the same Tech sends two at once", async () => {
    const { db } = connection();
    const id = await post("everyone");
    const outcomes = await Promise.all([
      placeBid(db, ann, id, offer, later(1)),
      placeBid(db, ann, id, offer, later(1)),
    ]);
    expect(outcomes.map((o) => o.ok).sort()).toEqual([false, true]);
    expect(outcomes.find((o) => !o.ok)).toEqual({
      ok: false,
      reason: "already",
    });
  });

  it("lets a Tech change and withdraw only their own pending bid, and frees a place", async () => {
    const { db } = connection();
    const id = await post("everyone");
    const placed = await placeBid(db, ann, id, offer, later(1));
    if (!placed.ok) throw new Error("bid refused");
    const bidId = placed.bid.publicId;
    expect(
      await changeOwnBid(db, bo, bidId, { action: "withdraw" }, later(2)),
    ).toEqual({ ok: false, reason: "not-found" });
    const changed = await changeOwnBid(
      db,
      ann,
      bidId,
      { action: "change", input: { ...offer, price: 80 } },
      later(3),
    );
    expect(changed.ok && changed.bid.price).toBe(80);
    expect(
      (await changeOwnBid(db, ann, bidId, { action: "withdraw" }, later(4))).ok,
    ).toBe(true);
    expect(
      await changeOwnBid(db, ann, bidId, { action: "withdraw" }, later(5)),
    ).toEqual({ ok: false, reason: "not-allowed" });
    // Withdrawn is final: the Tech's one bid on this problem is spent.
    expect(await placeBid(db, ann, id, offer, later(6))).toEqual({
      ok: false,
      reason: "already",
    });
    const history = await db
      .select()
      .from(problemEvents)
      .orderBy(problemEvents.id);
    expect(
      history.map((e) => [e.actor, e.action, e.fromStatus, e.toStatus]),
    ).toEqual([
      ["client", "post", null, "open"],
      ["tech tech0@example.com", "bid", null, "pending"],
      ["tech tech0@example.com", "change", "pending", "pending"],
      ["tech tech0@example.com", "withdraw", "pending", "withdrawn"],
    ]);
  });

  it("accepts one bid: a booking at its price, assigned, the rest declined and every bidder written to", async () => {
    const { db } = connection();
    const id = await post("everyone");
    const a = await placeBid(db, ann, id, { ...offer, price: 120 }, later(30));
    const b = await placeBid(db, bo, id, { ...offer, price: 95 }, later(90));
    if (!a.ok || !b.ok) throw new Error("bid refused");
    expect(
      await acceptBid(
        db,
        { uid: "someone-else", email: null },
        id,
        a.bid.publicId,
        later(100),
      ),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
    const accepted = await acceptBid(
      db,
      client,
      id,
      a.bid.publicId,
      later(100),
    );
    if (!accepted.ok) throw new Error("accept refused");
    const [booking] = await db.select().from(bookings);
    expect(booking).toMatchObject({
      reference: accepted.reference,
      status: "requested",
      total: 120,
      assignedTechUid: "tech-0",
      accountUid: "client-1",
      email: "cleo@example.com",
      preferredDate: "2026-11-27",
    });
    expect(
      await db.select({ action: bookingEvents.action }).from(bookingEvents),
    ).toEqual([{ action: "accept bid" }]);
    const statuses = await db
      .select({ tech: bids.techUid, status: bids.status })
      .from(bids)
      .orderBy(bids.id);
    expect(statuses).toEqual([
      { tech: "tech-0", status: "accepted" },
      { tech: "tech-1", status: "declined" },
    ]);
    const mails = await db
      .select({
        to: notifications.toAddress,
        subject: notifications.subject,
      })
      .from(notifications)
      .where(isNotNull(notifications.toAddress))
      .orderBy(notifications.id);
    expect(mails.map((m) => m.to)).toEqual([
      "cleo@example.com",
      "cleo@example.com",
      "tech0@example.com",
      "tech1@example.com",
    ]);
    // No amount in a subject; the booking's reference, random, may hold any digits.
    expect(
      mails
        .map((m) => m.subject.replace(/BP-[2-9A-HJ-NP-Z]{6}/g, "BP-…"))
        .join(" "),
    ).not.toMatch(/\$|120|95/);
    const view = await problemForTech(db, ann, id);
    expect(view?.client).toEqual({
      name: "Cleo Park",
      phone: "347-555-0100",
      email: "cleo@example.com",
    });
    expect(view?.booking).toBe(accepted.reference);
    expect((await problemForTech(db, bo, id))?.client).toBeNull();
    const clientView = await problemForClient(db, client, id);
    expect(
      clientView?.bids.map((bid) => [
        bid.price,
        bid.answeredAfterMinutes,
        bid.tech?.handle,
      ]),
    ).toEqual([
      [95, 90, "tech-1"],
      [120, 30, "tech-0"],
    ]);
  });

  it("ends two accepts at once, of two bids, with exactly one accepted bid and one booking", async () => {
    const { db } = connection();
    const id = await post("everyone");
    const a = await placeBid(db, ann, id, offer, later(1));
    const b = await placeBid(db, bo, id, offer, later(2));
    if (!a.ok || !b.ok) throw new Error("bid refused");
    const outcomes = await Promise.all([
      acceptBid(db, client, id, a.bid.publicId, later(3)),
      acceptBid(db, client, id, b.bid.publicId, later(3)),
      acceptBid(db, client, id, a.bid.publicId, later(3)),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(await db.select().from(bookings)).toHaveLength(1);
    expect(
      (await db.select().from(bids).where(eq(bids.status, "accepted"))).length,
    ).toBe(1);
  });

  it("refuses to accept a withdrawn bid, and takes no bids once closed", async () => {
    const { db } = connection();
    const id = await post("everyone");
    const a = await placeBid(db, ann, id, offer, later(1));
    if (!a.ok) throw new Error("bid refused");
    await changeOwnBid(
      db,
      ann,
      a.bid.publicId,
      { action: "withdraw" },
      later(2),
    );
    expect(await acceptBid(db, client, id, a.bid.publicId, later(3))).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(
      await closeProblem(
        db,
        { uid: "someone-else", email: null },
        id,
        later(4),
      ),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await closeProblem(db, client, id, later(4))).toMatchObject({
      ok: true,
      status: "closed",
    });
    expect(await placeBid(db, bo, id, offer, later(5))).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await db.select().from(bookings)).toEqual([]);
  });

  it("refuses a bid from the Tech who posted the problem", async () => {
    const { db } = connection();
    const outcome = await postProblem(
      db,
      { uid: ann.uid, email: ann.email },
      { ...details, visibility: "everyone", chosen: [] },
      posted,
    );
    if (!outcome.ok) throw new Error("post refused");
    expect(await openProblemsFor(db, ann)).toEqual([]);
    expect(await placeBid(db, ann, outcome.publicId, offer, later(1))).toEqual({
      ok: false,
      reason: "own",
    });
  });

  it("expires an open problem 7 days after it was posted, once, declining its bids", async () => {
    const { db } = connection();
    const id = await post("everyone");
    await placeBid(db, ann, id, offer, later(1));
    const week = 7 * 24 * 60;
    expect(await expireProblems(db, later(week - 1))).toBe(0);
    expect(await placeBid(db, bo, id, offer, later(week))).toEqual({
      ok: false,
      reason: "closed",
    });
    const [first, second] = await Promise.all([
      expireProblems(db, later(week + 1)),
      expireProblems(db, later(week + 1)),
    ]);
    expect(first + second).toBe(1);
    expect(await expireProblems(db, later(week + 2))).toBe(0);
    expect((await db.select().from(problems))[0]?.status).toBe("expired");
    expect((await db.select().from(bids))[0]?.status).toBe("declined");
  });

  it("lets staff remove a bid and a problem with a reason, written to history", async () => {
    const { db } = connection();
    const id = await post("everyone");
    const a = await placeBid(db, ann, id, offer, later(1));
    if (!a.ok) throw new Error("bid refused");
    const staff = { by: "staff sam@example.com" };
    expect(
      await staffRemove(
        db,
        staff,
        { kind: "bid", publicId: a.bid.publicId },
        "Off-site price",
        later(2),
      ),
    ).toMatchObject({ ok: true });
    expect(
      await staffRemove(
        db,
        staff,
        { kind: "problem", publicId: id },
        "Spam",
        later(3),
      ),
    ).toMatchObject({ ok: true });
    expect(
      await staffRemove(
        db,
        staff,
        { kind: "problem", publicId: id },
        "Spam",
        later(4),
      ),
    ).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    const history = await db
      .select()
      .from(problemEvents)
      .orderBy(problemEvents.id);
    expect(
      history.slice(-2).map((e) => [e.actor, e.action, e.toStatus, e.note]),
    ).toEqual([
      ["staff sam@example.com", "remove", "declined", "Off-site price"],
      ["staff sam@example.com", "remove", "closed", "Spam"],
    ]);
  });

  it("lets only the assigned Tech confirm and complete, through the booking's own table", async () => {
    const { db } = connection();
    const id = await post("everyone");
    const a = await placeBid(db, ann, id, offer, later(1));
    if (!a.ok) throw new Error("bid refused");
    const accepted = await acceptBid(db, client, id, a.bid.publicId, later(2));
    if (!accepted.ok) throw new Error("accept refused");
    const startsAt = later(3 * 24 * 60);
    const asBo = await changeBooking(db, accepted.reference, {
      action: "confirm",
      actor: "tech",
      assignedTo: bo.uid,
      by: bo.by,
      startsAt,
      now: later(3),
    });
    expect(asBo).toEqual({ ok: false, reason: "not-found" });
    const asAnn = await changeBooking(db, accepted.reference, {
      action: "confirm",
      actor: "tech",
      assignedTo: ann.uid,
      by: ann.by,
      startsAt,
      now: later(3),
    });
    expect(asAnn.ok && asAnn.booking.status).toBe("confirmed");
    const cancel = await changeBooking(db, accepted.reference, {
      action: "cancel",
      actor: "tech",
      assignedTo: ann.uid,
      by: ann.by,
      now: later(4),
    });
    expect(cancel).toMatchObject({ ok: false, reason: "not-allowed" });
  });
});
