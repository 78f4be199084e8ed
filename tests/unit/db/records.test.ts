/** @jest-environment node */
import { asc, eq } from "drizzle-orm";
import {
  bookingEventChanges,
  bookingEvents,
  bookings,
  messageEvents,
  messages,
} from "@/lib/server/db/schema";
import {
  addHistory,
  bookingRecords,
  changeRecord,
  findRecord,
  messageRecords,
} from "@/lib/server/records";
import { createMessage } from "@/lib/server/requests/store";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { eachEngine } from "./engines";
import { booked, contact, details } from "./requests";

const now = new Date("2026-11-24T01:00:00.000Z");
const staff = { by: "staff ann@example.com", now };

eachEngine((connection) => {
  it("changes a booking: its state, a raised version, its own fields, and a history entry with the kind's extras", async () => {
    const { db } = connection();
    const reference = await createBooking(db, { details, booked, now });
    const seen: { entryId: number; before: string; after: string }[] = [];
    const result = await changeRecord(db, bookingRecords, reference, {
      ...staff,
      action: "decline",
      expectedVersion: 1,
      note: "Out of our area",
      to: (current) =>
        current.status === "requested" ? "declined" : undefined,
      set: { fees: 5 },
      entry: { fee: 5 },
      also: async (tx, { before, after, entryId }) => {
        seen.push({ entryId, before: before.status, after: after.status });
        // In the same transaction: the entry is already there to refer to.
        await tx.insert(bookingEventChanges).values({ eventId: entryId });
      },
    });
    expect(result).toMatchObject({
      ok: true,
      booking: { status: "declined", version: 2, fees: 5, updatedAt: now },
    });
    const history = await db
      .select()
      .from(bookingEvents)
      .orderBy(asc(bookingEvents.id));
    expect(history).toMatchObject([
      { action: "request", toStatus: "requested" },
      {
        at: now,
        actor: "staff ann@example.com",
        action: "decline",
        fromStatus: "requested",
        toStatus: "declined",
        note: "Out of our area",
        fee: 5,
      },
    ]);
    expect(seen).toEqual([
      { entryId: history[1]!.id, before: "requested", after: "declined" },
    ]);
    expect(await db.select().from(bookingEventChanges)).toHaveLength(1);
  });

  it("changes a message the same way, and an empty note is kept as none", async () => {
    const { db } = connection();
    const reference = await createMessage(db, { request: contact, now });
    const result = await changeRecord(db, messageRecords, reference, {
      ...staff,
      action: "answer",
      note: "",
      to: () => "answered",
    });
    expect(result).toMatchObject({
      ok: true,
      message: { reference, status: "answered", version: 2 },
    });
    const [, entry] = await db
      .select()
      .from(messageEvents)
      .orderBy(asc(messageEvents.id));
    expect(entry).toMatchObject({
      actor: "staff ann@example.com",
      action: "answer",
      fromStatus: "new",
      toStatus: "answered",
      note: null,
    });
  });

  it("refuses a stale version, a state the action does not apply to, an unknown and a hidden record, and writes nothing", async () => {
    const { db } = connection();
    const reference = await createBooking(db, { details, booked, now });
    const message = await createMessage(db, { request: contact, now });
    const also = jest.fn(async () => {});
    const confirm = {
      ...staff,
      action: "confirm",
      to: () => "confirmed" as const,
      also,
    };

    const stale = await changeRecord(db, bookingRecords, reference, {
      ...confirm,
      expectedVersion: 2,
    });
    expect(stale).toMatchObject({
      ok: false,
      reason: "stale",
      booking: { reference, status: "requested", version: 1 },
    });
    const notAllowed = await changeRecord(db, messageRecords, message, {
      ...staff,
      action: "answer",
      to: () => undefined,
    });
    expect(notAllowed).toMatchObject({
      ok: false,
      reason: "not-allowed",
      message: { reference: message, status: "new", version: 1 },
    });
    expect(
      await changeRecord(db, bookingRecords, "BP-ZZZZZ9", confirm),
    ).toEqual({ ok: false, reason: "not-found" });
    // A caller that may not see the record is told no more than about an unknown one.
    expect(
      await changeRecord(db, bookingRecords, reference, {
        ...confirm,
        visible: () => false,
      }),
    ).toEqual({ ok: false, reason: "not-found" });

    expect(also).not.toHaveBeenCalled();
    expect(await db.select().from(bookings)).toMatchObject([
      { status: "requested", version: 1 },
    ]);
    expect(await db.select().from(messages)).toMatchObject([
      { status: "new", version: 1 },
    ]);
    expect(await db.select().from(bookingEvents)).toHaveLength(1);
    expect(await db.select().from(messageEvents)).toHaveLength(1);
  });

  it("keeps nothing of a change whose own writes fail", async () => {
    const { db } = connection();
    const reference = await createBooking(db, { details, booked, now });
    await expect(
      changeRecord(db, bookingRecords, reference, {
        ...staff,
        action: "confirm",
        to: () => "confirmed",
        also: async () => {
          throw new Error("the outbox refused");
        },
      }),
    ).rejects.toThrow("the outbox refused");
    expect(await db.select().from(bookings)).toMatchObject([
      { status: "requested", version: 1 },
    ]);
    expect(await db.select().from(bookingEvents)).toHaveLength(1);
  });

  it("lets one of two changes naming the same version through, and tells the other it is stale", async () => {
    const { db } = connection();
    const reference = await createMessage(db, { request: contact, now });
    const answer = (by: string) =>
      changeRecord(db, messageRecords, reference, {
        by,
        now,
        action: "answer",
        expectedVersion: 1,
        to: (current) => (current.status === "new" ? "answered" : undefined),
      });
    const results = await Promise.all([
      answer("staff ann@example.com"),
      answer("staff bob@example.com"),
    ]);
    expect(results.map((r) => (r.ok ? "ok" : r.reason)).sort()).toEqual([
      "ok",
      "stale",
    ]);
    const entries = await db
      .select()
      .from(messageEvents)
      .where(eq(messageEvents.action, "answer"));
    expect(entries).toHaveLength(1);
    const [row] = await db.select().from(messages);
    expect(row).toMatchObject({ status: "answered", version: 2 });
  });

  it("finds a record by its reference, and adds history entries in order", async () => {
    const { db } = connection();
    const reference = await createBooking(db, { details, booked, now });
    const found = await findRecord(db, bookingRecords, reference);
    expect(found).toMatchObject({ reference, status: "requested" });
    expect(await findRecord(db, messageRecords, reference)).toBeUndefined();

    const ids = await db.transaction((tx) =>
      addHistory(tx, bookingRecords, [
        {
          recordId: found!.id,
          at: now,
          actor: "system",
          action: "erase",
          fromStatus: "requested",
          toStatus: "requested",
          note: "first",
        },
        {
          recordId: found!.id,
          at: now,
          actor: "system",
          action: "erase",
          fromStatus: null,
          toStatus: "requested",
          note: "second",
          more: { fee: 0 },
        },
      ]),
    );
    const entries = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.action, "erase"))
      .orderBy(asc(bookingEvents.id));
    expect(ids).toEqual(entries.map((e) => e.id));
    expect(entries).toMatchObject([
      { bookingId: found!.id, note: "first", fee: null },
      { bookingId: found!.id, note: "second", fee: 0, fromStatus: null },
    ]);
  });
});
