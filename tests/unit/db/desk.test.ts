/** @jest-environment node */
import { eq } from "drizzle-orm";
import { bookingAction, messageAction } from "@/lib/server/desk/actions";
import { answerMessage } from "@/lib/server/desk/messages";
import {
  bookingDetail,
  bookingsRequestedBetween,
  deskLists,
  messageDetail,
} from "@/lib/server/desk/queries";
import {
  bookingEvents,
  bookings,
  messageEvents,
  messages,
  notifications,
  techProfiles,
} from "@/lib/server/db/schema";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { createMessage } from "@/lib/server/requests/store";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import type { Database } from "@/lib/server/db/client";
import { eachEngine } from "./engines";

// The tests read the outbox's rows; the sender that a change starts is not run.
jest.mock("@/lib/server/background", () => ({
  sendNotificationsNow: jest.fn(),
}));
import { booked, contact, details } from "./requests";

/** 20:00 on 23 November 2026 in New York (EST, UTC-5). */
const now = new Date("2026-11-24T01:00:00.000Z");
const staff = { by: "staff ann@example.com", now };

/** A booking requested at `createdAt` (the row and its first history entry), so that the history reads in order beside the fixed `now`. */
async function booking(db: Database, createdAt: string, reference: string) {
  await createBooking(db, {
    details,
    booked,
    draw: () => reference,
    now: new Date(createdAt),
  });
  return reference;
}

async function confirmed(db: Database, reference: string, startsAt: string) {
  await db
    .update(bookings)
    .set({ status: "confirmed", startsAt: new Date(startsAt) })
    .where(eq(bookings.reference, reference));
}

eachEngine((connection) => {
  it("lists awaiting bookings oldest first, confirmed ones from today in New York, and both kinds of message", async () => {
    const { db } = connection();
    await booking(db, "2026-11-20T10:00:00Z", "BP-AAAAA2");
    await booking(db, "2026-11-18T10:00:00Z", "BP-AAAAA3");
    await booking(db, "2026-11-19T10:00:00Z", "BP-AAAAA4");
    // Confirmed: later today, tomorrow, and earlier today (before now but after
    // midnight in New York), and two days ago.
    await booking(db, "2026-11-10T10:00:00Z", "BP-CCCCC2");
    await confirmed(db, "BP-CCCCC2", "2026-11-25T14:00:00Z");
    await booking(db, "2026-11-10T10:00:00Z", "BP-CCCCC3");
    await confirmed(db, "BP-CCCCC3", "2026-11-23T15:00:00Z");
    await booking(db, "2026-11-10T10:00:00Z", "BP-CCCCC4");
    // 23:30 on 23 November in New York: still today there, tomorrow in UTC.
    await confirmed(db, "BP-CCCCC4", "2026-11-24T04:30:00Z");
    await booking(db, "2026-11-10T10:00:00Z", "BP-CCCCC5");
    // 23:59 on 22 November in New York: yesterday.
    await confirmed(db, "BP-CCCCC5", "2026-11-23T04:59:00Z");
    await createMessage(db, {
      request: contact,
      draw: () => "BP-MMMMM2",
      now,
    });
    await createMessage(db, {
      request: contact,
      draw: () => "BP-MMMMM3",
      now,
    });
    await answerMessage(db, "BP-MMMMM2", { by: "staff ann@example.com", now });

    const lists = await deskLists(db, now);
    expect(lists.today).toBe("2026-11-23");
    expect(lists.awaiting.map((b) => b.reference)).toEqual([
      "BP-AAAAA3",
      "BP-AAAAA4",
      "BP-AAAAA2",
    ]);
    expect(lists.upcoming.map((b) => b.reference)).toEqual([
      "BP-CCCCC3",
      "BP-CCCCC4",
      "BP-CCCCC2",
    ]);
    expect(lists.past.map((b) => b.reference)).toEqual(["BP-CCCCC5"]);
    expect(lists.newMessages.map((m) => m.reference)).toEqual(["BP-MMMMM3"]);
    expect(lists.answeredMessages.map((m) => m.reference)).toEqual([
      "BP-MMMMM2",
    ]);
    expect(lists.truncated).toEqual([]);
    expect(lists.awaiting[0]).toMatchObject({
      status: "requested",
      version: 1,
      name: "Ada Lovelace",
      services: "Computer Tune-Up",
      total: 35,
      startsAt: null,
    });
  });

  it("confirms with a New York wall-clock time, and a second desk with the old version is told", async () => {
    const { db } = connection();
    await booking(db, "2026-11-20T10:00:00Z", "BP-BBBBB2");
    const done = await bookingAction(
      db,
      "BP-BBBBB2",
      {
        action: "confirm",
        expectedVersion: 1,
        date: "2026-12-01",
        time: "09:00",
      },
      staff,
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: "confirmed",
      version: 2,
      startsAt: "2026-12-01T14:00:00.000Z",
      // Completed and No-show wait for the start; a Tech may be assigned
      // until then (docs/product.md §15.3, §15.14).
      actions: ["cancel", "assign"],
      waitsForStart: true,
    });
    const late = await bookingAction(
      db,
      "BP-BBBBB2",
      { action: "decline", expectedVersion: 1, note: "No technician free" },
      staff,
    );
    expect(late).toMatchObject({
      status: 409,
      body: {
        reason: "stale",
        error:
          "Booking BP-BBBBB2 changed while you had it open: it is now Confirmed. Nothing was done; check it and act again.",
        current: { status: "confirmed", version: 2 },
      },
    });
    const detail = await bookingDetail(db, "BP-BBBBB2", now);
    expect(detail!.history).toMatchObject([
      { actor: "visitor", action: "request", toStatus: "requested" },
      {
        actor: "staff ann@example.com",
        action: "confirm",
        fromStatus: "requested",
        toStatus: "confirmed",
      },
    ]);
    // Only the company's copy of the request: the customer's "received" and
    // "confirmed" are in the outbox too, with the customer's address.
    const mails = await db
      .select({ to: notifications.toAddress })
      .from(notifications);
    expect(mails.filter((m) => m.to !== null)).toHaveLength(2);
    expect(detail!.deliveries).toHaveLength(1);
    expect(detail!.deliveries).toMatchObject([
      { status: "pending", attempts: 0, sentAt: null, lastError: null },
    ]);
  });

  it("cancels with a reason and no fee, and refuses what the table does not allow", async () => {
    const { db } = connection();
    await booking(db, "2026-11-20T10:00:00Z", "BP-DDDDD2");
    const noReason = await bookingAction(
      db,
      "BP-DDDDD2",
      { action: "cancel", expectedVersion: 1, note: "  " },
      staff,
    );
    expect(noReason).toEqual({
      status: 400,
      body: { error: "The reason is required.", reason: "invalid" },
    });
    const complete = await bookingAction(
      db,
      "BP-DDDDD2",
      { action: "complete", expectedVersion: 1 },
      staff,
    );
    expect(complete).toMatchObject({
      status: 409,
      body: {
        reason: "not-allowed",
        current: { status: "requested", version: 1 },
      },
    });
    const cancel = await bookingAction(
      db,
      "BP-DDDDD2",
      { action: "cancel", expectedVersion: 1, note: "Customer phoned" },
      staff,
    );
    expect(cancel).toMatchObject({
      status: 200,
      body: { status: "cancelled", version: 2, fees: 0, actions: [] },
    });
    const events = await db.select().from(bookingEvents);
    expect(events.at(-1)).toMatchObject({
      action: "cancel",
      note: "Customer phoned",
      fee: 0,
    });
  });

  it.each([
    [
      {
        action: "confirm",
        expectedVersion: 1,
        date: "2026-03-08",
        time: "02:30",
      },
      /is not a time on the clocks in New York \(ET\)/,
    ],
    [
      {
        action: "confirm",
        expectedVersion: 1,
        date: "2026-11-23",
        time: "19:00",
      },
      /^Mon, Nov 23, 2026, 7:00 PM ET has already passed/,
    ],
    [
      {
        action: "confirm",
        expectedVersion: 1,
        date: "2028-01-01",
        time: "09:00",
      },
      /at most 366 days ahead/,
    ],
    [
      { action: "delete", expectedVersion: 1 },
      /^That is not an action the desk can take\.$/,
    ],
    [{ action: "decline", expectedVersion: "1", note: "x" }, /version/],
    [
      { action: "decline", expectedVersion: 1, note: "x".repeat(1001) },
      /at most 1000 characters/,
    ],
    [null, /^That is not an action the desk can take\.$/],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const { db } = connection();
    await booking(db, "2026-11-20T10:00:00Z", "BP-EEEEE2");
    const outcome = await bookingAction(db, "BP-EEEEE2", body, staff);
    expect(outcome.status).toBe(400);
    expect((outcome.body as { error: string }).error).toMatch(message);
    const [row] = await db.select().from(bookings);
    expect(row).toMatchObject({ status: "requested", version: 1 });
  });

  it("answers an unknown reference with 404", async () => {
    const { db } = connection();
    const outcome = await bookingAction(
      db,
      "BP-ZZZZZ9",
      { action: "no_show", expectedVersion: 1 },
      staff,
    );
    expect(outcome).toEqual({
      status: 404,
      body: {
        error: "No booking has the reference BP-ZZZZZ9.",
        reason: "not-found",
      },
    });
  });

  it("marks a message answered once, with its history, and a stale version changes nothing", async () => {
    const { db } = connection();
    await createMessage(db, {
      request: contact,
      draw: () => "BP-MMMMM4",
      now,
    });
    const stale = await messageAction(
      db,
      "BP-MMMMM4",
      { action: "answer", expectedVersion: 2 },
      staff,
    );
    expect(stale).toMatchObject({
      status: 409,
      body: { reason: "stale", current: { status: "new", version: 1 } },
    });
    const done = await messageAction(
      db,
      "BP-MMMMM4",
      { action: "answer", expectedVersion: 1, note: "Called back" },
      staff,
    );
    expect(done).toMatchObject({
      status: 200,
      body: { status: "answered", version: 2, message: contact.message },
    });
    const again = await answerMessage(db, "BP-MMMMM4", {
      by: "staff bob@example.com",
      expectedVersion: 2,
      now,
    });
    expect(again).toMatchObject({ ok: false, reason: "not-allowed" });
    const history = await db.select().from(messageEvents);
    expect(history).toMatchObject([
      { actor: "visitor", action: "send", toStatus: "new" },
      {
        actor: "staff ann@example.com",
        action: "answer",
        fromStatus: "new",
        toStatus: "answered",
        note: "Called back",
      },
    ]);
    const [row] = await db.select().from(messages);
    expect(row).toMatchObject({ status: "answered", version: 2 });
    const detail = await messageDetail(db, "BP-MMMMM4");
    // The company's copy; the sender's acknowledgement is not the company's.
    expect(detail!.deliveries).toHaveLength(1);
    expect(
      await answerMessage(db, "BP-NOPE22", {
        by: "staff ann@example.com",
        now,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
  });

  it("exports bookings by the day they were requested in New York, both ends included", async () => {
    const { db } = connection();
    // 23:30 on 19 November in New York, though 20 November in UTC.
    await booking(db, "2026-11-20T04:30:00Z", "BP-FFFFF2");
    await booking(db, "2026-11-20T05:00:00Z", "BP-FFFFF3");
    await booking(db, "2026-11-22T04:59:00Z", "BP-FFFFF4");
    await booking(db, "2026-11-22T05:00:00Z", "BP-FFFFF5");
    const rows = await bookingsRequestedBetween(db, {
      from: "2026-11-20",
      to: "2026-11-21",
    });
    expect(rows.map((b) => b.reference)).toEqual(["BP-FFFFF3", "BP-FFFFF4"]);
  });

  it("names each booking's assigned Tech in the lists and the detail, and no one before", async () => {
    const { db } = connection();
    await db.insert(techProfiles).values(
      demoTechRow({
        uid: "tech-sam",
        handle: "sam-ortiz",
        displayName: "Sam Ortiz",
        headline: "Printers",
        zips: "10001",
        publishedAt: now,
      }),
    );
    await booking(db, "2026-11-20T10:00:00Z", "BP-TTTTT2");
    await booking(db, "2026-11-21T10:00:00Z", "BP-TTTTT3");
    await db
      .update(bookings)
      .set({ assignedTechUid: "tech-sam" })
      .where(eq(bookings.reference, "BP-TTTTT2"));

    const lists = await deskLists(db, now);
    expect(
      lists.awaiting.map(({ reference, tech }) => ({ reference, tech })),
    ).toEqual([
      {
        reference: "BP-TTTTT2",
        tech: { displayName: "Sam Ortiz", handle: "sam-ortiz" },
      },
      { reference: "BP-TTTTT3", tech: null },
    ]);
    expect((await bookingDetail(db, "BP-TTTTT2", now))!.tech).toEqual({
      displayName: "Sam Ortiz",
      handle: "sam-ortiz",
    });
    expect((await bookingDetail(db, "BP-TTTTT3", now))!.tech).toBeNull();
  });
});
