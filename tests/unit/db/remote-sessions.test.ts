/** @jest-environment node */
import { createHmac } from "node:crypto";
import { and, eq, isNotNull, notLike } from "drizzle-orm";
import type { BookingDetails } from "@/lib/requests/schema";
import { changeBooking } from "@/lib/server/bookings/changes";
import {
  bookingEvents,
  notifications,
  remoteComputers,
  remoteSessions,
  serverSecrets,
} from "@/lib/server/db/schema";
import {
  addComputer,
  computersOf,
  removeComputer,
  renameComputer,
} from "@/lib/server/remote/computers";
import { pruneRemoteSessions } from "@/lib/server/remote/retention";
import { askForSession } from "@/lib/server/remote/ask";
import {
  decideSession,
  endByCustomer,
  sessionsOfAccount,
} from "@/lib/server/remote/customer";
import { endByStaff, startSession } from "@/lib/server/remote/staff";
import { expireRemoteSessions } from "@/lib/server/remote/steps";
import { sendDueNotifications } from "@/lib/server/outbox";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { eachEngine } from "./engines";

const details: BookingDetails = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(212) 555-0100",
  email: "ada@example.com",
  address1: "1 Main St",
  address2: "",
  city: "New York",
  state: "NY",
  zip: "10001",
  date: "2026-12-01",
  time: "morning",
  notes: "",
};
const remoteLine = {
  slug: "virus-removal",
  title: "Virus Removal",
  price: 99,
  homeVisit: false,
};
const t0 = new Date("2026-12-01T15:00:00.000Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const staff = { uid: "staff-1", staff: true, by: "staff ann@example.com" };
const pc = { name: "Office PC", os: "windows-11" as const, note: "" };

/** The customer's mails about remote sessions, not those every booking sends. */
const remoteMail = and(
  isNotNull(notifications.toAddress),
  notLike(notifications.subject, "Booking %"),
);

eachEngine((connection) => {
  beforeEach(async () => {
    await connection().db.execute(
      "truncate remote_sessions, remote_computers, server_secrets restart identity cascade",
    );
  });

  async function confirmedBooking(accountUid: string | null = "cust-1") {
    const { db } = connection();
    const reference = await createBooking(db, {
      details,
      booked: [remoteLine],
      accountUid,
      now: at(-60),
    });
    await changeBooking(db, reference, {
      action: "confirm",
      actor: "staff",
      by: staff.by,
      startsAt: at(60),
      now: at(-30),
    });
    return reference;
  }

  async function computerOf(uid: string) {
    const { db } = connection();
    await addComputer(db, uid, pc, t0);
    return (await computersOf(db, uid)).at(-1)!.id;
  }

  const ask = (
    reference: string,
    computerId: number,
    now = t0,
    caller = staff,
  ) =>
    askForSession(connection().db, {
      reference,
      computerId,
      access: "control",
      caller,
      asker: "Brightpath staff",
      accountUrl: "http://localhost/user",
      now,
    });

  async function approved(reference: string, uid = "cust-1") {
    const { db } = connection();
    const computer = await computerOf(uid);
    const asked = await ask(reference, computer);
    expect(asked.ok).toBe(true);
    const row = (asked as { session: { id: number } }).session;
    const decided = await decideSession(db, {
      id: row.id,
      uid,
      decision: "approve",
      authTime: at(-1),
      now: t0,
    });
    expect(decided.ok).toBe(true);
    return { id: row.id, code: (decided as { code: string }).code };
  }

  it("keeps at most 10 computers per account, even when 15 adds race", async () => {
    const { db } = connection();
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        addComputer(db, "cust-1", { ...pc, name: `PC ${i}` }, t0),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === "limit")).toHaveLength(
      5,
    );
    expect(await computersOf(db, "cust-1")).toHaveLength(10);
    expect(await computersOf(db, "cust-2")).toHaveLength(0);
  });

  it("renames and removes only the account's own computers; removed ones are kept for the record", async () => {
    const { db } = connection();
    const id = await computerOf("cust-1");
    expect(
      await renameComputer(db, "cust-2", id, { ...pc, name: "Mine" }, t0),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(await removeComputer(db, "cust-2", id, t0)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(
      await renameComputer(db, "cust-1", id, { ...pc, name: "Den PC" }, t0),
    ).toEqual({ ok: true });
    expect((await computersOf(db, "cust-1"))[0]!.name).toBe("Den PC");
    expect(await removeComputer(db, "cust-1", id, t0)).toEqual({ ok: true });
    expect(await computersOf(db, "cust-1")).toHaveLength(0);
    expect(await db.select().from(remoteComputers)).toHaveLength(1);
  });

  it("the whole journey: ask, e-mail, approve with a fresh sign-in, start with the code once, end; every step in the history", async () => {
    const { db } = connection();
    const reference = await confirmedBooking();
    const { id, code } = await approved(reference);
    expect(code).toMatch(/^\d{9}$/);
    const [row] = await db.select().from(remoteSessions);
    // Only the hash is kept: HMAC-SHA256 under the server's secret, bound to the request.
    const [secret] = await db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, "remote-session-code"));
    expect(row!.codeHash).toBe(
      createHmac("sha256", secret!.value).update(`${id}:${code}`).digest("hex"),
    );
    expect(JSON.stringify(row)).not.toContain(code);

    const mails = await db.select().from(notifications).where(remoteMail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe("ada@example.com");
    const text = mails[0]!.text;
    expect(text).toContain("Brightpath staff");
    expect(text).toContain("“Office PC” (Windows 11)");
    expect(text).toContain("view and control your computer");
    expect(text).toContain(
      "We never ask for a code by phone, e-mail, text or any other route",
    );
    expect(text).not.toContain(code);
    const sent: (string | undefined)[] = [];
    await sendDueNotifications(db, async (mail) => void sent.push(mail.to), {
      now: () => t0,
    });
    // The company's own mail about the booking has no recipient of its own;
    // the customer has the booking's received mail and the request.
    expect(sent.filter(Boolean)).toEqual([
      "ada@example.com",
      "ada@example.com",
    ]);

    expect(
      await startSession(db, { reference, caller: staff, code, now: at(9) }),
    ).toMatchObject({ ok: true });
    // The code works once.
    expect(
      await startSession(db, { reference, caller: staff, code, now: at(9) }),
    ).toMatchObject({ ok: false, reason: "no-approved" });
    expect(await endByCustomer(db, { id, uid: "cust-1", now: at(30) })).toEqual(
      { ok: true },
    );
    expect(await endByCustomer(db, { id, uid: "cust-1", now: at(31) })).toEqual(
      { ok: false, reason: "not-allowed" },
    );

    const history = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.action, "remote_request"));
    expect(history[0]!.note).toContain("“Office PC”");
    const actions = (
      await db
        .select({ a: bookingEvents.action, by: bookingEvents.actor })
        .from(bookingEvents)
    ).map((e) => `${e.a} ${e.by}`);
    expect(actions.filter((a) => a.startsWith("remote"))).toEqual([
      "remote_request staff ann@example.com",
      "remote_approve customer",
      "remote_start staff ann@example.com",
      "remote_end customer",
    ]);
    const [view] = await sessionsOfAccount(db, "cust-1", at(31));
    expect(view!.steps.map((s) => `${s.what} by ${s.by}`)).toEqual([
      "Requested by our staff",
      "Approved by you",
      "Started by our staff",
      "Ended by you",
    ]);
  });

  it("refuses a stale sign-in, someone else's request, and a second answer, changing nothing", async () => {
    const { db } = connection();
    const reference = await confirmedBooking();
    const computer = await computerOf("cust-1");
    await ask(reference, computer);
    const [row] = await db.select().from(remoteSessions);
    const approve = (uid: string, authTime: Date) =>
      decideSession(db, {
        id: row!.id,
        uid,
        decision: "approve",
        authTime,
        now: t0,
      });
    expect(await approve("cust-1", at(-5.01))).toEqual({
      ok: false,
      reason: "stale-sign-in",
    });
    expect(await approve("cust-2", t0)).toEqual({
      ok: false,
      reason: "not-found",
    });
    const [still] = await db.select().from(remoteSessions);
    expect(still).toEqual(row);
    expect(await approve("cust-1", at(-5))).toMatchObject({ ok: true });
    expect(
      await decideSession(db, {
        id: row!.id,
        uid: "cust-1",
        decision: "deny",
        authTime: t0,
        now: t0,
      }),
    ).toEqual({ ok: false, reason: "not-allowed" });
  });

  it("refuses a caller without the right, an ineligible booking, someone else's computer, and a booking with none (which e-mails the customer)", async () => {
    const { db } = connection();
    const reference = await confirmedBooking();
    const others = await computerOf("cust-2");
    expect(
      await ask(reference, others, t0, {
        uid: "cust-1",
        staff: false,
        by: "account",
      }),
    ).toMatchObject({ ok: false, reason: "forbidden" });
    expect(await ask(reference, others)).toMatchObject({
      ok: false,
      reason: "no-computer",
    });
    const [mail] = await db.select().from(notifications).where(remoteMail);
    expect(mail!.subject).toContain("Add your computer");
    await computerOf("cust-1");
    expect(await ask(reference, others)).toMatchObject({
      ok: false,
      reason: "unknown-computer",
    });
    const guest = await confirmedBooking(null);
    expect(await ask(guest, others)).toMatchObject({
      ok: false,
      reason: "ineligible",
    });
    expect(await ask("BP-ZZZZZZ", others)).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    expect(await db.select().from(remoteSessions)).toHaveLength(0);
  });

  it("one open request per booking, even when two asks race", async () => {
    const { db } = connection();
    const reference = await confirmedBooking();
    const computer = await computerOf("cust-1");
    const both = await Promise.all([
      ask(reference, computer),
      ask(reference, computer),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ reason: "open-exists" });
    // Once it expires, a new request may be made.
    expect(await ask(reference, computer, at(30))).toMatchObject({ ok: true });
    expect(await db.select().from(remoteSessions)).toHaveLength(2);
  });

  it("five wrong codes end the request; the right code after that is refused", async () => {
    const { db } = connection();
    const reference = await confirmedBooking();
    const { code } = await approved(reference);
    const wrong = code === "000000000" ? "000000001" : "000000000";
    for (let i = 1; i <= 4; i++) {
      expect(
        await startSession(db, {
          reference,
          caller: staff,
          code: wrong,
          now: t0,
        }),
      ).toMatchObject({ ok: false, reason: "wrong-code" });
    }
    expect(
      await startSession(db, {
        reference,
        caller: staff,
        code: wrong,
        now: t0,
      }),
    ).toMatchObject({ ok: false, reason: "locked-out" });
    expect(
      await startSession(db, { reference, caller: staff, code, now: t0 }),
    ).toMatchObject({ ok: false, reason: "no-approved" });
    const [row] = await db.select().from(remoteSessions);
    expect(row).toMatchObject({
      status: "ended",
      outcome: "wrong-codes",
      wrongCodes: 5,
      codeHash: null,
    });
  });

  it("an expired code is refused before any periodic run", async () => {
    const { db } = connection();
    const reference = await confirmedBooking();
    const { code } = await approved(reference);
    expect(
      await startSession(db, { reference, caller: staff, code, now: at(10) }),
    ).toMatchObject({ ok: false, reason: "no-approved" });
    const [row] = await db.select().from(remoteSessions);
    expect(row).toMatchObject({ status: "expired", codeHash: null });
  });

  it("the periodic run expires and times out at the edges, and a second run changes nothing", async () => {
    const { db } = connection();
    const waiting = await confirmedBooking();
    const computer = await computerOf("cust-1");
    await ask(waiting, computer);
    const running = await confirmedBooking();
    const { code } = await approved(running, "cust-1");
    await startSession(db, {
      reference: running,
      caller: staff,
      code,
      now: t0,
    });
    expect(await expireRemoteSessions(db, at(29.99))).toBe(0);
    expect(await expireRemoteSessions(db, at(30))).toBe(1);
    expect(await expireRemoteSessions(db, at(30))).toBe(0);
    expect(await expireRemoteSessions(db, at(8 * 60 - 0.01))).toBe(0);
    const both = await Promise.all([
      expireRemoteSessions(db, at(8 * 60)),
      expireRemoteSessions(db, at(8 * 60)),
    ]);
    expect(both[0]! + both[1]!).toBe(1);
    const rows = await db
      .select()
      .from(remoteSessions)
      .orderBy(remoteSessions.id);
    expect(rows.map((r) => `${r.status} ${r.outcome}`)).toEqual([
      "expired expired",
      "ended timeout",
    ]);
    expect(
      await db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.action, "remote_time_out")),
    ).toHaveLength(1);
  });

  it("a computer with a session not ended cannot be removed; staff can end it, then it can", async () => {
    const { db } = connection();
    const reference = await confirmedBooking();
    const { code } = await approved(reference);
    await startSession(db, { reference, caller: staff, code, now: t0 });
    const [computer] = await computersOf(db, "cust-1");
    expect(await removeComputer(db, "cust-1", computer!.id, at(1))).toEqual({
      ok: false,
      reason: "in-session",
    });
    expect(
      await endByStaff(db, {
        reference,
        caller: { uid: "x", staff: false, by: "account" },
        now: at(2),
      }),
    ).toEqual({ ok: false, reason: "forbidden" });
    expect(
      await endByStaff(db, { reference, caller: staff, now: at(2) }),
    ).toEqual({ ok: true });
    expect(await removeComputer(db, "cust-1", computer!.id, at(3))).toEqual({
      ok: true,
    });
  });

  it("retention erases a removed computer's name and note after 24 months, and the names in an erased booking's history; twice changes nothing", async () => {
    const { db } = connection();
    const reference = await confirmedBooking();
    const computer = await computerOf("cust-1");
    await ask(reference, computer);
    await endByStaff(db, { reference, caller: staff, now: t0 });
    await removeComputer(db, "cust-1", computer, t0);
    await db.execute(`update bookings set erased_at = now()`);
    const later = new Date("2029-01-01T00:00:00Z");
    expect(await pruneRemoteSessions(db, later)).toEqual({ computers: 1 });
    expect(await pruneRemoteSessions(db, later)).toEqual({ computers: 0 });
    const [row] = await db.select().from(remoteComputers);
    expect(row).toMatchObject({ name: null, note: null, os: "windows-11" });
    const notes = await db
      .select({ note: bookingEvents.note, a: bookingEvents.action })
      .from(bookingEvents);
    expect(notes.filter((n) => n.a.startsWith("remote") && n.note)).toEqual([]);
    const mails = await db
      .select({ toAddress: notifications.toAddress })
      .from(notifications);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.filter((m) => m.toAddress !== null)).toEqual([]);
    expect(await db.select().from(remoteSessions)).toHaveLength(1);
  });

  it("deleting an account erases and delists its computers at once, and no other account's", async () => {
    const { db } = connection();
    await computerOf("cust-1");
    await computerOf("cust-2");
    expect(await pruneRemoteSessions(db, t0, { uid: "cust-1" })).toEqual({
      computers: 1,
    });
    expect(await computersOf(db, "cust-1")).toEqual([]);
    expect((await computersOf(db, "cust-2"))[0]!.name).toBe("Office PC");
  });
});
