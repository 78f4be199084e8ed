/** @jest-environment node */
import { eq } from "drizzle-orm";
import { signPlanToken } from "@/lib/memberships/form-token";
import type { PlanState } from "@/lib/memberships/portal-state";
import { bookingTokenSecret } from "@/lib/server/secrets";
import type { Database } from "@/lib/server/db/client";
import {
  membershipEvents,
  memberships,
  notifications,
} from "@/lib/server/db/schema";
import { endFromDesk, recordFromDesk } from "@/lib/server/memberships/desk";
import { runMemberships } from "@/lib/server/memberships/periodic";
import { planOfAccount, postPlan } from "@/lib/server/memberships/portal";
import { changeMembership } from "@/lib/server/memberships/store";
import { pruneMemberships } from "@/lib/server/retention";
import { eachEngine } from "./engines";

// The tests read the outbox's rows; the sender that a change starts is not run.
jest.mock("@/lib/server/background", () => ({
  sendNotificationsNow: jest.fn(),
}));

const accounts: Record<string, string> = {
  "ann@example.com": "uid-ann",
  "bob@example.com": "uid-bob",
  "cy@example.com": "uid-cy",
};
const findAccount = async (email: string) =>
  accounts[email] ? { uid: accounts[email], email } : undefined;

/** Noon in New York's winter on that day: the company's date is that day. */
const on = (day: string) => new Date(`${day}T17:00:00Z`);

async function record(
  db: Database,
  body: Record<string, unknown>,
  day: string,
) {
  return recordFromDesk(db, body, {
    by: "staff desk@example.com",
    now: on(day),
    findAccount,
  });
}

const mails = (db: Database) =>
  db
    .select({
      toAddress: notifications.toAddress,
      subject: notifications.subject,
      text: notifications.text,
    })
    .from(notifications)
    .orderBy(notifications.id);

const row = async (db: Database, email: string) =>
  (await db.select().from(memberships).where(eq(memberships.email, email)))[0]!;

type Shown = Extract<PlanState, { token: string }>;

eachEngine((connection) => {
  describe("staff record a membership (docs/product.md §20.1)", () => {
    it("records it with its term and a history entry", async () => {
      const { db } = connection();
      const outcome = await record(
        db,
        {
          email: "ann@example.com",
          plan: "platinum",
          price: 299,
          registeredOn: "2024-02-29",
        },
        "2024-02-29",
      );
      expect(outcome.status).toBe(201);
      const saved = await row(db, "ann@example.com");
      expect(saved).toMatchObject({
        accountUid: "uid-ann",
        plan: "platinum",
        price: 299,
        status: "renewing",
        termStart: "2024-02-29",
        termEnd: "2025-02-28",
      });
      const history = await db.select().from(membershipEvents);
      expect(history).toMatchObject([
        {
          action: "record",
          actor: "staff desk@example.com",
          toStatus: "renewing",
        },
      ]);
    });

    it.each([
      [
        {
          email: "nobody@example.com",
          plan: "gold",
          price: 199,
          registeredOn: "2026-01-10",
        },
        404,
      ],
      [
        {
          email: "ann@example.com",
          plan: "gold",
          price: 199,
          registeredOn: "2026-02-30",
        },
        400,
      ],
      [
        {
          email: "ann@example.com",
          plan: "custom",
          price: -5,
          registeredOn: "2026-01-10",
        },
        400,
      ],
      [
        {
          email: "ann@example.com",
          plan: "gold",
          price: 5,
          registeredOn: "2026-01-10",
        },
        400,
      ],
    ])("refuses %j with %i and writes nothing", async (body, status) => {
      const { db } = connection();
      expect((await record(db, body, "2026-01-10")).status).toBe(status);
      expect(await db.select().from(memberships)).toEqual([]);
      expect(await db.select().from(membershipEvents)).toEqual([]);
    });

    it("keeps one active membership per account, even when two desks record at once", async () => {
      const { db } = connection();
      const body = {
        email: "bob@example.com",
        plan: "gold",
        price: 199,
        registeredOn: "2026-01-10",
      };
      const outcomes = await Promise.all([
        record(db, body, "2026-01-10"),
        record(db, { ...body, plan: "custom", price: 50 }, "2026-01-10"),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual([201, 409]);
      expect(await db.select().from(memberships)).toHaveLength(1);
      expect(await db.select().from(membershipEvents)).toHaveLength(1);
      const again = await record(db, body, "2026-01-11");
      expect(again).toMatchObject({
        status: 409,
        body: { reason: "duplicate" },
      });
    });

    it("ends one with a reason, once; then a new one may be recorded", async () => {
      const { db } = connection();
      const body = {
        email: "bob@example.com",
        plan: "gold",
        price: 199,
        registeredOn: "2026-01-10",
      };
      await record(db, body, "2026-01-10");
      const { id, version } = await row(db, "bob@example.com");
      expect(
        (
          await endFromDesk(
            db,
            id,
            { version, reason: "" },
            { by: "staff x", now: on("2026-02-01") },
          )
        ).status,
      ).toBe(400);
      expect(
        (
          await endFromDesk(
            db,
            id,
            { version: version + 1, reason: "Moved away" },
            { by: "staff x", now: on("2026-02-01") },
          )
        ).status,
      ).toBe(409);
      const ended = await endFromDesk(
        db,
        id,
        { version, reason: "Moved away" },
        { by: "staff x", now: on("2026-02-01") },
      );
      expect(ended).toMatchObject({
        status: 200,
        body: { status: "ended", endedOn: "2026-02-01" },
      });
      expect(
        (
          await endFromDesk(
            db,
            id,
            { version: version + 1, reason: "Again" },
            { by: "staff x", now: on("2026-02-02") },
          )
        ).status,
      ).toBe(409);
      expect(
        (
          await endFromDesk(
            db,
            999,
            { version: 1, reason: "x" },
            { by: "staff x", now: on("2026-02-02") },
          )
        ).status,
      ).toBe(404);
      const history = await db
        .select()
        .from(membershipEvents)
        .where(eq(membershipEvents.membershipId, id))
        .orderBy(membershipEvents.id);
      expect(history.map((e) => [e.action, e.note])).toEqual([
        ["record", "gold at $199 a year"],
        ["end", "Moved away"],
      ]);
      expect((await record(db, body, "2026-02-02")).status).toBe(201);
    });
  });

  describe("the member switches auto-renewal (docs/product.md §20.3)", () => {
    async function shown(db: Database, uid: string, day: string) {
      const state = await planOfAccount(db, uid, on(day));
      expect(state.step).toBe("view");
      return state as Shown;
    }

    it("asks, then switches off with one mail; a replay changes nothing; on again restores the renewal", async () => {
      const { db } = connection();
      await record(
        db,
        {
          email: "ann@example.com",
          plan: "platinum",
          price: 299,
          registeredOn: "2026-01-10",
        },
        "2026-01-10",
      );
      const view = await shown(db, "uid-ann", "2026-02-01");
      expect(view.plan).toMatchObject({
        autoRenew: true,
        renewal: { on: "2027-01-10", price: 299 },
      });

      const asked = await postPlan(
        db,
        { token: view.token, intent: "ask-off" },
        on("2026-02-01"),
      );
      expect(asked.step).toBe("confirm-off");
      expect((await row(db, "ann@example.com")).status).toBe("renewing");

      const done = (await postPlan(
        db,
        { token: (asked as Shown).token, intent: "off" },
        on("2026-02-01"),
      )) as Shown;
      expect(done.notice).toBe(
        "Auto-renewal is off. Your plan ends on Sun, Jan 10, 2027. We have e-mailed you a confirmation.",
      );
      expect(done.plan).toMatchObject({ autoRenew: false, renewal: null });
      const saved = await row(db, "ann@example.com");
      expect(saved).toMatchObject({
        status: "ending",
        autoRenewChangedAt: on("2026-02-01"),
      });
      expect(await mails(db)).toMatchObject([
        {
          toAddress: "ann@example.com",
          subject:
            "Auto-renewal is off: your Platinum plan ends on Sun, Jan 10, 2027",
        },
      ]);

      const replay = (await postPlan(
        db,
        { token: (asked as Shown).token, intent: "off" },
        on("2026-02-01"),
      )) as Shown;
      expect(replay.error).toMatch(/already used, so nothing was changed/);
      const replayOn = (await postPlan(
        db,
        { token: view.token, intent: "on" },
        on("2026-02-01"),
      )) as Shown;
      expect(replayOn.error).toMatch(/nothing was changed/);
      expect((await row(db, "ann@example.com")).version).toBe(saved.version);
      expect(await mails(db)).toHaveLength(1);

      // A month later: the page is opened again, so its token is fresh.
      const later = await shown(db, "uid-ann", "2026-03-01");
      const back = (await postPlan(
        db,
        { token: later.token, intent: "on" },
        on("2026-03-01"),
      )) as Shown;
      expect(back.plan).toMatchObject({
        autoRenew: true,
        renewal: { on: "2027-01-10", price: 299 },
      });
      expect((await mails(db)).map((m) => m.subject)).toEqual([
        "Auto-renewal is off: your Platinum plan ends on Sun, Jan 10, 2027",
        "Auto-renewal is on: your Platinum plan renews on Sun, Jan 10, 2027",
      ]);
      const history = await db
        .select()
        .from(membershipEvents)
        .orderBy(membershipEvents.id);
      expect(
        history.map((e) => [e.action, e.actor, e.at.toISOString()]),
      ).toEqual([
        ["record", "staff desk@example.com", on("2026-01-10").toISOString()],
        ["switch_off", "member", on("2026-02-01").toISOString()],
        ["switch_on", "member", on("2026-03-01").toISOString()],
      ]);
    });

    it("refuses a forged or expired token, and another account's membership", async () => {
      const { db } = connection();
      await record(
        db,
        {
          email: "ann@example.com",
          plan: "gold",
          price: 199,
          registeredOn: "2026-01-10",
        },
        "2026-01-10",
      );
      await record(
        db,
        {
          email: "bob@example.com",
          plan: "gold",
          price: 199,
          registeredOn: "2026-01-10",
        },
        "2026-01-10",
      );
      const ann = await row(db, "ann@example.com");
      const forged = signPlanToken(
        { membershipId: ann.id, uid: "uid-ann", version: ann.version },
        {
          secret: "not-the-server-key-but-long-enough!!",
          now: on("2026-02-01"),
        },
      );
      expect(
        await postPlan(db, { token: forged, intent: "off" }, on("2026-02-01")),
      ).toMatchObject({ step: "failed" });
      // A token for Bob's account naming Ann's membership, signed with the real key.
      const secret = await bookingTokenSecret(db);
      const crossed = signPlanToken(
        { membershipId: ann.id, uid: "uid-bob", version: ann.version },
        { secret, now: on("2026-02-01") },
      );
      expect(
        await postPlan(db, { token: crossed, intent: "off" }, on("2026-02-01")),
      ).toMatchObject({ step: "failed" });
      expect(
        await changeMembership(db, ann.id, {
          action: "switch_off",
          actor: "member",
          by: "member",
          accountUid: "uid-bob",
          now: on("2026-02-01"),
        }),
      ).toEqual({ ok: false, reason: "not-found" });
      const bob = await shown(db, "uid-bob", "2026-02-01");
      const expired = new Date(on("2026-02-01").getTime() + 31 * 60_000);
      expect(
        await postPlan(db, { token: bob.token, intent: "off" }, expired),
      ).toMatchObject({ step: "failed" });
      expect(
        await postPlan(
          db,
          { token: bob.token, intent: undefined },
          on("2026-02-01"),
        ),
      ).toMatchObject({ step: "failed" });
      expect(
        (await db.select().from(memberships)).map((m) => m.status),
      ).toEqual(["renewing", "renewing"]);
      expect(await mails(db)).toEqual([]);
    });

    it("cannot switch once the term's end day has come", async () => {
      const { db } = connection();
      await record(
        db,
        {
          email: "ann@example.com",
          plan: "gold",
          price: 199,
          registeredOn: "2025-03-10",
        },
        "2025-03-10",
      );
      const view = await shown(db, "uid-ann", "2026-03-10");
      const late = (await postPlan(
        db,
        { token: view.token, intent: "off" },
        on("2026-03-10"),
      )) as Shown;
      expect(late.error).toBe(
        "This term ended on Tue, Mar 10, 2026, so auto-renewal can no longer be switched for it. Call us if you need a hand.",
      );
      expect((await row(db, "ann@example.com")).status).toBe("renewing");
    });
  });

  describe("reminders, renewals and ends (docs/product.md §20.5)", () => {
    /** Runs the periodic work twice on the day: the second run must change nothing. */
    async function runTwice(db: Database, day: string) {
      const first = await runMemberships(db, on(day));
      const second = await runMemberships(db, on(day));
      expect(second).toEqual({ renewed: 0, ended: 0, reminded: 0 });
      return first;
    }
    const nothing = { renewed: 0, ended: 0, reminded: 0 };
    const reminded = { ...nothing, reminded: 1 };

    it("Gold from 10 March 2025: reminded on 8 Feb and 3 Mar 2026, renewed on 10 Mar 2026", async () => {
      const { db } = connection();
      await record(
        db,
        {
          email: "ann@example.com",
          plan: "gold",
          price: 199,
          registeredOn: "2025-03-10",
        },
        "2025-03-10",
      );
      expect(await runTwice(db, "2026-02-07")).toEqual(nothing);
      expect(await runTwice(db, "2026-02-08")).toEqual(reminded);
      expect(await runTwice(db, "2026-03-02")).toEqual(nothing);
      expect(await runTwice(db, "2026-03-03")).toEqual(reminded);
      expect(await runTwice(db, "2026-03-09")).toEqual(nothing);
      expect(await runTwice(db, "2026-03-10")).toEqual({
        ...nothing,
        renewed: 1,
      });
      expect(await row(db, "ann@example.com")).toMatchObject({
        status: "renewing",
        termStart: "2026-03-10",
        termEnd: "2027-03-10",
      });
      const sent = await mails(db);
      expect(sent.map((m) => [m.toAddress, m.subject])).toEqual([
        ["ann@example.com", "Your Gold plan renews on Tue, Mar 10, 2026"],
        ["ann@example.com", "Your Gold plan renews on Tue, Mar 10, 2026"],
      ]);
      expect(sent[0]!.text).toContain("$199");
      expect(sent[0]!.text).toContain("/user#your-plan");
      expect(await runTwice(db, "2027-02-08")).toEqual(reminded);
    });

    it("Platinum from 29 February 2024: reminded on 29 Jan and 21 Feb 2025, renewed on 28 Feb 2025", async () => {
      const { db } = connection();
      await record(
        db,
        {
          email: "bob@example.com",
          plan: "platinum",
          price: 299,
          registeredOn: "2024-02-29",
        },
        "2024-02-29",
      );
      expect(await runTwice(db, "2025-01-28")).toEqual(nothing);
      expect(await runTwice(db, "2025-01-29")).toEqual(reminded);
      expect(await runTwice(db, "2025-02-21")).toEqual(reminded);
      expect(await runTwice(db, "2025-02-27")).toEqual(nothing);
      expect(await runTwice(db, "2025-02-28")).toEqual({
        ...nothing,
        renewed: 1,
      });
      expect(await row(db, "bob@example.com")).toMatchObject({
        termStart: "2025-02-28",
        termEnd: "2026-02-28",
      });
      expect((await mails(db)).map((m) => m.subject)).toEqual([
        "Your Platinum plan renews on Fri, Feb 28, 2025",
        "Your Platinum plan renews on Fri, Feb 28, 2025",
      ]);
    });

    it("Custom from 5 January 2025 with auto-renewal off: one reminder on 6 Dec 2025, ended on 5 Jan 2026", async () => {
      const { db } = connection();
      await record(
        db,
        {
          email: "cy@example.com",
          plan: "custom",
          price: 1200,
          registeredOn: "2025-01-05",
        },
        "2025-01-05",
      );
      const { id } = await row(db, "cy@example.com");
      await changeMembership(db, id, {
        action: "switch_off",
        actor: "member",
        by: "member",
        accountUid: "uid-cy",
        now: on("2025-06-01"),
      });
      expect(await runTwice(db, "2025-12-05")).toEqual(nothing);
      expect(await runTwice(db, "2025-12-06")).toEqual(reminded);
      expect(await runTwice(db, "2025-12-29")).toEqual(nothing);
      expect(await runTwice(db, "2026-01-04")).toEqual(nothing);
      expect(await runTwice(db, "2026-01-05")).toEqual({
        ...nothing,
        ended: 1,
      });
      expect(await row(db, "cy@example.com")).toMatchObject({
        status: "ended",
        endedOn: "2026-01-05",
        termEnd: "2026-01-05",
      });
      const sent = await mails(db);
      expect(sent.map((m) => m.subject)).toEqual([
        "Your Custom plan ends on Mon, Jan 5, 2026",
      ]);
      expect(sent[0]!.text).toContain("will not renew");
    });

    it("catches up a term per year when the work has not run, and two servers at once renew once", async () => {
      const { db } = connection();
      await record(
        db,
        {
          email: "ann@example.com",
          plan: "gold",
          price: 199,
          registeredOn: "2025-03-10",
        },
        "2025-03-10",
      );
      const runs = await Promise.all([
        runMemberships(db, on("2027-03-11")),
        runMemberships(db, on("2027-03-11")),
      ]);
      expect(runs.reduce((n, r) => n + r.renewed, 0)).toBe(2);
      expect(await row(db, "ann@example.com")).toMatchObject({
        termStart: "2027-03-10",
        termEnd: "2028-03-10",
      });
      const renewals = await db
        .select()
        .from(membershipEvents)
        .where(eq(membershipEvents.action, "renew"))
        .orderBy(membershipEvents.id);
      expect(renewals.map((e) => [e.termStart, e.termEnd])).toEqual([
        ["2026-03-10", "2027-03-10"],
        ["2027-03-10", "2028-03-10"],
      ]);
    });

    it("two servers reminding at once send one mail", async () => {
      const { db } = connection();
      await record(
        db,
        {
          email: "ann@example.com",
          plan: "gold",
          price: 199,
          registeredOn: "2025-03-10",
        },
        "2025-03-10",
      );
      const runs = await Promise.all([
        runMemberships(db, on("2026-02-08")),
        runMemberships(db, on("2026-02-08")),
      ]);
      expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(1);
      expect(await mails(db)).toHaveLength(1);
    });
  });

  it("erases an ended membership's personal fields 24 months after it ended (docs/product.md §20.7)", async () => {
    const { db } = connection();
    await record(
      db,
      {
        email: "cy@example.com",
        plan: "custom",
        price: 1200,
        registeredOn: "2024-01-05",
      },
      "2024-01-05",
    );
    const { id } = await row(db, "cy@example.com");
    await changeMembership(db, id, {
      action: "switch_off",
      actor: "member",
      by: "member",
      accountUid: "uid-cy",
      notify: (m) => ({
        to: m.email!,
        subject: "s",
        text: "cy@example.com",
        html: "",
        replyTo: { name: "", address: "" },
      }),
      now: on("2024-06-01"),
    });
    await runMemberships(db, on("2025-01-05"));
    expect(await pruneMemberships(db, on("2027-01-04"))).toBe(0);
    expect(await pruneMemberships(db, on("2027-01-06"))).toBe(1);
    expect(await pruneMemberships(db, on("2027-01-07"))).toBe(0);
    const [kept] = await db.select().from(memberships);
    expect(kept).toMatchObject({
      email: null,
      plan: "custom",
      price: 1200,
      termEnd: "2025-01-05",
      status: "ended",
    });
    expect(await mails(db)).toEqual([
      { toAddress: null, subject: "(erased)", text: "" },
    ]);
    const history = await db
      .select()
      .from(membershipEvents)
      .orderBy(membershipEvents.id);
    expect(history.map((e) => e.action)).toEqual([
      "record",
      "switch_off",
      "expire",
      "erase",
    ]);
    expect(history[0]!.note).toBeNull();
  });
});
