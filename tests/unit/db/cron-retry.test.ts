/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, isNotNull, sql } from "drizzle-orm";
import { GET } from "@/app/api/cron/route";
import { sendNotificationsNow } from "@/lib/server/background";
import { closeDatabase, connection } from "@/lib/server/db/client";
import { notifications } from "@/lib/server/db/schema";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { startSmtpServer } from "../../../scripts/smtp-sink";
import { createTestDatabase, engines } from "./engines";

const secret = "a-cron-secret-of-32-characters!!";

function cron(authorization?: string): Promise<Response> {
  return GET(
    new Request("http://localhost/api/cron", {
      headers: authorization ? { authorization } : {},
    }),
  );
}

const details = {
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
  time: "morning" as const,
  notes: "",
};
const booked = [
  {
    slug: "computer-tuneup",
    title: "Computer Tune-Up",
    price: 35,
    homeVisit: false,
  },
];

describe.each(engines)("the cron route on the %s engine", (engine) => {
  const saved = { ...process.env };
  let dir: string | undefined;

  beforeAll(async () => {
    delete process.env.DATABASE_URL;
    if (engine === "postgres") {
      process.env.DATABASE_URL = await createTestDatabase();
    } else {
      dir = mkdtempSync(path.join(tmpdir(), "cron-pglite-"));
      process.env.DATABASE_DIR = path.join(dir, "db");
    }
    process.env.CRON_SECRET = secret;
    // A new embedded folder runs initdb, which takes a while.
    await connection();
  }, 120_000);

  afterAll(async () => {
    await closeDatabase();
    process.env = saved;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("retries a mail SMTP refused, sends it once, and does nothing without the secret", async () => {
    const smtp = await startSmtpServer((attempt) => attempt > 1);
    process.env.SMTP_URL = smtp.url;
    try {
      const { db } = await connection();
      await createBooking(db, { details, booked, now: new Date() });
      // The company's copy alone, so that one mail is followed through.
      await db.delete(notifications).where(isNotNull(notifications.toAddress));
      // The send that follows the request: refused.
      await sendNotificationsNow();
      const [row] = await db.select().from(notifications);
      if (!row) throw new Error("the booking wrote no notification");
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.lastError).toMatch(/451/);
      // A minute passes: the retry is due.
      await db
        .update(notifications)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(notifications.id, row.id));

      for (const header of [
        undefined,
        "Bearer wrong",
        `Bearer ${secret}x`,
        secret,
        `bearer ${secret}`,
      ]) {
        const refused = await cron(header);
        expect(refused.status).toBe(401);
      }
      expect(smtp.attempts()).toBe(1);

      const first = await cron(`Bearer ${secret}`);
      expect(first.status).toBe(200);
      const { tasks } = (await first.json()) as {
        tasks: { name: string; ok: boolean; result?: unknown }[];
      };
      expect(tasks[0]).toEqual({ name: "outbox", ok: true, result: 1 });
      expect(tasks.filter((task) => !task.ok)).toEqual([]);
      // A second call, as a second server or the next schedule would make.
      expect((await cron(`Bearer ${secret}`)).status).toBe(200);

      expect(smtp.taken).toHaveLength(1);
      expect(smtp.attempts()).toBe(2);
      const [sent] = await db.select().from(notifications);
      if (!sent) throw new Error("the notification is gone");
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });
      const messageId = /^Message-ID: (.+)$/im.exec(smtp.taken[0] ?? "")?.[1];
      expect(messageId).toBe(
        `<notification-${sent.id}-${sent.createdAt.getTime().toString(36)}@example.com>`,
      );
    } finally {
      await smtp.close();
    }
  });

  it("answers 401 to every call while no CRON_SECRET is configured", async () => {
    delete process.env.CRON_SECRET;
    expect((await cron("Bearer ")).status).toBe(401);
    expect((await cron("Bearer undefined")).status).toBe(401);
    process.env.CRON_SECRET = secret;
  });
});
