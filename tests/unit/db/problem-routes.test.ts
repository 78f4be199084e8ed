/** @jest-environment node */
import { isNotNull, sql } from "drizzle-orm";
import type { ProfileText } from "@/lib/techs/profile";
import { sendNotificationsNow } from "@/lib/server/background";
import { notifications, techProfiles } from "@/lib/server/db/schema";
import {
  clientProblem,
  clientProblemAction,
  clientProblemList,
  postFromClient,
} from "@/lib/server/problems/client";
import { deskProblemAction } from "@/lib/server/problems/desk";
import {
  techBidAction,
  techProblem,
  techProblemList,
} from "@/lib/server/problems/tech";
import { techBookingAction } from "@/lib/server/problems/tech-bookings";
import { eachEngine } from "./engines";

// The sender is watched, not run: what matters here is that the function
// that queued mail starts it, at once, without waiting for the outbox's round.
jest.mock("@/lib/server/background", () => ({
  sendNotificationsNow: jest.fn(() => Promise.resolve()),
}));
const sender = jest.mocked(sendNotificationsNow);

const now = new Date("2026-11-25T15:00:00Z");
const client = { uid: "client-1", email: "cleo@example.com" };
const stranger = { uid: "client-2", email: "sam@example.com" };
const ann = {
  uid: "tech-ann",
  email: "ann@example.com",
  by: "tech ann@example.com",
};
const bo = {
  uid: "tech-bo",
  email: "bo@example.com",
  by: "tech bo@example.com",
};

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

const problem = {
  title: "Printer prints blank pages",
  description: "Since the update, every page comes out blank.",
  kind: "printer",
  device: "HP LaserJet",
  contactMethod: "remote",
  visibility: "everyone",
  firstName: "Cleo",
  lastName: "Park",
  phone: "347-555-0100",
};

const bid = {
  action: "bid",
  price: "245",
  startDate: "2026-11-27",
  timeWindow: "morning",
  message: "I can look at it remotely.",
};

eachEngine((connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.execute(sql`truncate tech_profiles restart identity cascade`);
    await db.insert(techProfiles).values(
      [ann, bo].map((t, i) => ({
        uid: t.uid,
        handle: `tech-${i}`,
        status: "published" as const,
        text: profile(`tech-${i}`),
        published: profile(`tech-${i}`),
        email: t.email,
        firstPublishedAt: now,
      })),
    );
    sender.mockClear();
  });

  /** A problem posted through the Client's route function; its public id. */
  async function posted(): Promise<string> {
    const outcome = await postFromClient(connection().db, client, problem, now);
    expect(outcome.status).toBe(201);
    return (outcome.body as { publicId: string }).publicId;
  }

  const customerMails = () =>
    connection()
      .db.select({ to: notifications.toAddress })
      .from(notifications)
      .where(isNotNull(notifications.toAddress))
      .orderBy(notifications.id);

  it("counts a pending bid in the Client's list, the Tech's list and the Tech's problem", async () => {
    const { db } = connection();
    const id = await posted();
    expect((await techBidAction(db, ann, id, bid, now)).status).toBe(200);
    const mine = await clientProblemList(db, client);
    expect(mine.body.problems.map((p) => [p.publicId, p.pendingBids])).toEqual([
      [id, 1],
    ]);
    const open = await techProblemList(db, bo);
    expect(open.body.problems.map((p) => [p.publicId, p.pendingBids])).toEqual([
      [id, 1],
    ]);
    expect(await techProblem(db, bo, id)).toMatchObject({
      status: 200,
      body: { pendingBids: 1 },
    });
    const view = await clientProblem(db, client, id);
    expect(view).toMatchObject({
      status: 200,
      body: { bids: [{ price: 245, status: "pending" }] },
    });
  });

  it("answers a Client's raw requests: 400 with a sentence, 404 for another's, 409 once closed, 200 when done", async () => {
    const { db } = connection();
    expect(
      await postFromClient(db, client, { ...problem, title: "" }, now),
    ).toMatchObject({
      status: 400,
      body: {
        error: "Some fields need another look; nothing was posted.",
        errors: { title: "Title is required." },
      },
    });
    const id = await posted();
    expect(
      await clientProblemAction(db, client, id, { action: "reopen" }, now),
    ).toEqual({
      status: 400,
      body: {
        error: "Say which bid to accept, or close the problem.",
        reason: "invalid",
      },
    });
    expect(
      await clientProblemAction(db, client, id, "close", now),
    ).toMatchObject({ status: 400 });
    expect(await clientProblem(db, stranger, id)).toMatchObject({
      status: 404,
      body: { error: "There is no such problem, or it is not yours to see." },
    });
    expect(
      await clientProblemAction(db, stranger, id, { action: "close" }, now),
    ).toMatchObject({ status: 404 });
    expect(
      await clientProblemAction(
        db,
        client,
        "not-an-id",
        { action: "close" },
        now,
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await clientProblemAction(db, client, id, { action: "close" }, now),
    ).toEqual({ status: 200, body: { status: "closed" } });
    expect(
      await clientProblemAction(db, client, id, { action: "close" }, now),
    ).toEqual({
      status: 409,
      body: {
        error: "Only an open problem can be closed; nothing was changed.",
        reason: "not-allowed",
      },
    });
  });

  it("answers a Tech's raw bids: 400 for a bad price, 404 for a bid they do not have, 409 for a second bid", async () => {
    const { db } = connection();
    const id = await posted();
    expect(await techBidAction(db, ann, id, { action: "guess" }, now)).toEqual({
      status: 400,
      body: {
        error: "Send a bid, change it or withdraw it.",
        reason: "invalid",
      },
    });
    expect(
      await techBidAction(db, ann, id, { ...bid, price: "12.50" }, now),
    ).toMatchObject({
      status: 400,
      body: {
        error: "Some fields need another look; nothing was sent.",
        errors: { price: expect.stringMatching(/whole dollars/) },
      },
    });
    expect(
      await techBidAction(db, ann, id, { action: "withdraw" }, now),
    ).toMatchObject({
      status: 404,
      body: { error: "There is no such bid, or it is not yours to see." },
    });
    expect(await techBidAction(db, ann, id, bid, now)).toMatchObject({
      status: 200,
      body: { bid: { price: 245, status: "pending" } },
    });
    expect(await techBidAction(db, ann, id, bid, now)).toMatchObject({
      status: 409,
      body: { reason: "already" },
    });
  });

  it("answers the desk's raw actions: 400 without a reason, 404 for an unknown booking, 200 for a removal", async () => {
    const { db } = connection();
    const staff = { by: "staff sam@example.com" };
    const id = await posted();
    expect(
      await deskProblemAction(
        db,
        staff,
        { action: "remove", kind: "problem", id, reason: " " },
        now,
      ),
    ).toEqual({
      status: 400,
      body: {
        error:
          "Give the reason, in at most 1,000 characters: it is sent to its author.",
        reason: "invalid",
      },
    });
    expect(
      await deskProblemAction(
        db,
        staff,
        { action: "remove", kind: "problem", id, reason: "Spam" },
        now,
      ),
    ).toEqual({ status: 200, body: { removed: id } });
    expect(
      await deskProblemAction(
        db,
        staff,
        { action: "remove", kind: "problem", id, reason: "Spam" },
        now,
      ),
    ).toMatchObject({ status: 409 });
  });

  it("starts the sender when a Client's closing declines a bid, and not when it writes to no one", async () => {
    const { db } = connection();
    const quiet = await posted();
    sender.mockClear();
    await clientProblemAction(db, client, quiet, { action: "close" }, now);
    expect(sender).not.toHaveBeenCalled();

    const id = await posted();
    await techBidAction(db, ann, id, bid, now);
    await db.delete(notifications);
    sender.mockClear();
    expect(
      await clientProblemAction(db, client, id, { action: "close" }, now),
    ).toMatchObject({ status: 200 });
    expect(await customerMails()).toEqual([{ to: "ann@example.com" }]);
    expect(sender).toHaveBeenCalledTimes(1);
  });

  it("starts the sender when a Tech confirms a booking, whose customer and Tech are then written to", async () => {
    const { db } = connection();
    const id = await posted();
    const placed = await techBidAction(db, ann, id, bid, now);
    const bidId = (placed.body as { bid: { publicId: string } }).bid.publicId;
    const accepted = await clientProblemAction(
      db,
      client,
      id,
      { action: "accept", bid: bidId },
      now,
    );
    const { reference } = accepted.body as { reference: string };
    await db.delete(notifications);
    sender.mockClear();
    const confirm = {
      reference,
      action: "confirm",
      expectedVersion: 1,
      date: "2026-11-28",
      time: "10:00",
    };
    expect(await techBookingAction(db, bo, confirm, now)).toMatchObject({
      status: 404,
    });
    expect(sender).not.toHaveBeenCalled();
    expect(await techBookingAction(db, ann, confirm, now)).toMatchObject({
      status: 200,
      body: { booking: { reference, status: "confirmed" } },
    });
    // The customer's confirmation, and the Tech's own copy of the time with
    // its calendar file (docs/product.md §23.9).
    expect(await customerMails()).toEqual([
      { to: "cleo@example.com" },
      { to: "ann@example.com" },
    ]);
    expect(sender).toHaveBeenCalledTimes(1);
  });
});
