/** @jest-environment node */
import { sql } from "drizzle-orm";
import type { Composed } from "@/lib/mail/compose";
import { notifications, rateLimits } from "@/lib/server/db/schema";
import { queueMail, sendDueNotifications } from "@/lib/server/outbox";
import { admitRequest } from "@/lib/server/admission";
import { eachEngine } from "./engines";

const created = new Date("2026-11-23T12:00:00Z");

function mail(subject: string) {
  return {
    subject,
    text: `${subject} text`,
    html: `<p>${subject}</p>`,
    replyToName: "Ada",
    replyToAddress: "ada@example.com",
    createdAt: created,
    nextAttemptAt: created,
  };
}

eachEngine((connection, engine) => {
  it("marks a notification sent once the mail server accepted it", async () => {
    const { db } = connection();
    await db.insert(notifications).values(mail("one"));
    const sent: Composed[] = [];
    const count = await sendDueNotifications(
      db,
      async (m) => {
        sent.push(m);
      },
      { now: () => created },
    );
    expect(count).toBe(1);
    expect(sent).toEqual([
      {
        subject: "one",
        text: "one text",
        html: "<p>one</p>",
        replyTo: { name: "Ada", address: "ada@example.com" },
      },
    ]);
    expect(await db.select().from(notifications)).toMatchObject([
      { status: "sent", attempts: 1, sentAt: created, claimedBy: null },
    ]);
  });

  it("hands the customer's mail to the mailer with its recipient and attachment (docs/product.md §21)", async () => {
    const { db } = connection();
    const file = {
      filename: "BP-7K3Q9M.ics",
      contentType: "text/calendar; charset=utf-8",
      content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
    };
    await queueMail(
      db,
      [
        {
          subject: "Booking BP-7K3Q9M confirmed",
          text: "t",
          html: "h",
          replyTo: { name: "Acme", address: "desk@acme.example" },
          to: "ada@example.com",
          attachments: [file],
        },
      ],
      { now: created },
    );
    const sent: Composed[] = [];
    await sendDueNotifications(
      db,
      async (m) => {
        sent.push(m);
      },
      { now: () => new Date(created.getTime() + 1000) },
    );
    expect(sent).toEqual([
      {
        subject: "Booking BP-7K3Q9M confirmed",
        text: "t",
        html: "h",
        replyTo: { name: "Acme", address: "desk@acme.example" },
        to: "ada@example.com",
        attachments: [file],
      },
    ]);
  });

  it("keeps a refused mail pending for the next try, then gives up after three days", async () => {
    const { db } = connection();
    await db.insert(notifications).values(mail("down"));
    const refuse = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:9");
    };
    expect(await sendDueNotifications(db, refuse, { now: () => created })).toBe(
      0,
    );
    expect(await db.select().from(notifications)).toMatchObject([
      {
        status: "pending",
        attempts: 1,
        nextAttemptAt: new Date("2026-11-23T12:01:00Z"),
        lastError: "connect ECONNREFUSED 127.0.0.1:9",
      },
    ]);
    // Not due yet: nothing is tried.
    let tries = 0;
    await sendDueNotifications(
      db,
      async () => {
        tries++;
      },
      { now: () => new Date("2026-11-23T12:00:59Z") },
    );
    expect(tries).toBe(0);
    // The sixteenth failure is past three days: failed for good.
    await db
      .update(notifications)
      .set({ attempts: 15, nextAttemptAt: created });
    await sendDueNotifications(db, refuse, { now: () => created });
    expect(await db.select().from(notifications)).toMatchObject([
      { status: "failed", attempts: 16 },
    ]);
  });

  it("settles a batch in one round, and lets go unsent the mails it had no time left for", async () => {
    const { db } = connection();
    await db
      .insert(notifications)
      .values([mail("first"), mail("second"), mail("third")]);
    // On the sender's clock, which `now` reads.
    const deadline = new Date(created.getTime() + 60_000);
    const sent: string[] = [];
    const count = await sendDueNotifications(
      db,
      async (m) => {
        sent.push(m.subject);
        // The deadline passes while the first mail goes.
        deadline.setTime(0);
      },
      { worker: "w", now: () => created, deadline },
    );
    expect(count).toBe(1);
    expect(sent).toEqual(["first"]);
    const rows = await db
      .select()
      .from(notifications)
      .orderBy(notifications.id);
    expect(rows).toMatchObject([
      { subject: "first", status: "sent", attempts: 1, claimedBy: null },
      { subject: "second", status: "pending", attempts: 0, claimedBy: null },
      { subject: "third", status: "pending", attempts: 0, claimedBy: null },
    ]);
    expect(rows.map((row) => row.claimedUntil)).toEqual([null, null, null]);
  });

  it("records a refusal and a delivery of one batch each on its own row", async () => {
    const { db } = connection();
    await db.insert(notifications).values([mail("refused"), mail("accepted")]);
    await sendDueNotifications(
      db,
      async (m) => {
        if (m.subject === "refused") throw new Error("550 mailbox unavailable");
      },
      { now: () => created },
    );
    expect(
      await db.select().from(notifications).orderBy(notifications.id),
    ).toMatchObject([
      {
        status: "pending",
        attempts: 1,
        lastError: "550 mailbox unavailable",
        sentAt: null,
        nextAttemptAt: new Date("2026-11-23T12:01:00Z"),
      },
      { status: "sent", attempts: 1, lastError: null, sentAt: created },
    ]);
  });

  it("never sends one notification twice when several senders run at once", async () => {
    const { db } = connection();
    await db
      .insert(notifications)
      .values(Array.from({ length: 12 }, (_, i) => mail(`n${i}`)));
    const sent: string[] = [];
    const slowSend = async (m: Composed) => {
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(m.subject);
    };
    const counts = await Promise.all(
      ["a", "b", "c"].map((worker) =>
        sendDueNotifications(db, slowSend, { worker, now: () => created }),
      ),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    expect(sent.sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `n${i}`).sort(),
    );
    const unsent = await db
      .select()
      .from(notifications)
      .where(sql`${notifications.status} <> 'sent'`);
    expect(unsent).toEqual([]);
  });

  it(`counts requests per client across concurrent calls (${engine})`, async () => {
    const { db } = connection();
    const rule = { limit: 5, windowMs: 600_000, now: created };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admitRequest(db, "2001:db8:1:2", rule)),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
    // Another client is counted on its own.
    expect(await admitRequest(db, "203.0.113.9", rule)).toBe(true);
    expect(await db.select().from(rateLimits)).toHaveLength(2);
  });

  it(`lets in up to the limit in the window, and refuses one more without counting it (${engine})`, async () => {
    const { db } = connection();
    const rule = { windowMs: 10 * 60_000, limit: 2 };
    const at = (minute: number) =>
      new Date(created.getTime() + minute * 60_000);
    const answers = [];
    for (const minute of [0, 1, 2]) {
      answers.push(
        await admitRequest(db, "198.51.100.7", { ...rule, now: at(minute) }),
      );
    }
    expect(answers).toEqual([true, true, false]);
    const [row] = await db.select().from(rateLimits);
    expect(row!.hits).toEqual([at(0), at(1)]);
  });

  it(`lets a client in again once its oldest request leaves the window (${engine})`, async () => {
    const { db } = connection();
    const rule = { windowMs: 10 * 60_000, limit: 2 };
    const at = (minute: number) =>
      new Date(created.getTime() + minute * 60_000);
    for (const minute of [0, 1]) {
      await admitRequest(db, "198.51.100.7", { ...rule, now: at(minute) });
    }
    expect(
      await admitRequest(db, "198.51.100.7", { ...rule, now: at(10) }),
    ).toBe(true);
    const [row] = await db.select().from(rateLimits);
    expect(row!.hits).toEqual([at(1), at(10)]);
  });
});
