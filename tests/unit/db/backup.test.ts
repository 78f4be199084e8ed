/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { changeBooking } from "@/lib/server/bookings/changes";
import {
  backupKind,
  backupPostgres,
  restoreEmbedded,
  restorePostgres,
  rowsHeld,
} from "@/lib/server/db/backup";
import { openDatabase, type Database } from "@/lib/server/db/client";
import {
  bookingEvents,
  bookings,
  notifications,
  reviewEvents,
  reviews,
} from "@/lib/server/db/schema";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { addReview } from "@/lib/server/reviews/store";
import { createTestDatabase } from "./engines";

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
  notes: "Back door",
};
const booked = [
  {
    slug: "computer-tuneup",
    title: "Computer Tune-Up",
    price: 35,
    homeVisit: false,
  },
];

/**
 * Three bookings, one cancelled (two history entries), one mail sent and two
 * pending; the third Completed, with its review and the review's history.
 */
async function makeBookings(db: Database): Promise<void> {
  const references = [];
  const now = new Date();
  for (let i = 0; i < 3; i++) {
    references.push(await createBooking(db, { details, booked, now }));
  }
  const cancelled = await changeBooking(db, references[0]!, {
    action: "cancel",
    actor: "visitor",
    by: "visitor",
    note: "Plans changed",
    now,
  });
  expect(cancelled.ok).toBe(true);
  // The first booking's first mail went; the rest (each booking's mail to the
  // company and its received mail to the customer) wait in the outbox.
  await db
    .update(notifications)
    .set({ status: "sent", sentAt: new Date() })
    .where(eq(notifications.id, 1));
  const completedAt = new Date("2026-03-02T17:00:00.000Z");
  const [done] = await db
    .update(bookings)
    .set({ status: "completed", completedAt })
    .where(eq(bookings.reference, references[2]!))
    .returning();
  const review = await addReview(
    db,
    {
      bookingId: done!.id,
      accountUid: null,
      techUid: null,
      services: ["computer-tuneup"],
      rating: 4,
      body: "On time.",
      authorName: "Ada L.",
      email: details.email,
    },
    completedAt,
  );
  expect(review.ok).toBe(true);
}

async function snapshot(db: Database) {
  return {
    bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
    history: await db
      .select()
      .from(bookingEvents)
      .orderBy(asc(bookingEvents.id)),
    mail: await db.select().from(notifications).orderBy(asc(notifications.id)),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    reviewHistory: await db
      .select()
      .from(reviewEvents)
      .orderBy(asc(reviewEvents.id)),
  };
}

function expectComplete(before: Awaited<ReturnType<typeof snapshot>>) {
  expect(before.bookings).toHaveLength(3);
  expect(before.history).toHaveLength(4);
  expect(before.mail.map((m) => m.status)).toEqual([
    "sent",
    "pending",
    "pending",
    "pending",
    "pending",
    "pending",
  ]);
  expect(before.reviews).toMatchObject([{ rating: 4, body: "On time." }]);
  expect(before.reviewHistory).toMatchObject([{ action: "write" }]);
}

let base: string;
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "backup-"));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("backup and restore on the postgres engine", () => {
  it("restores every booking, its history and its pending mail into an empty database, and refuses one that is not", async () => {
    const url = await createTestDatabase();
    const source = await openDatabase({ url });
    const file = path.join(base, "site.dump");
    let before;
    try {
      await makeBookings(source.db);
      before = await snapshot(source.db);
      expectComplete(before);
      await backupPostgres(url, file);
      expect(backupKind(file)).toBe("postgres");
      // Into itself: not empty, so refused and left as it was.
      await expect(restorePostgres(url, source.db, file)).rejects.toThrow(
        /^The database at DATABASE_URL is not empty \(3 in booking_events|3 in bookings/,
      );
      expect(await snapshot(source.db)).toEqual(before);
    } finally {
      await source.close();
    }
    // A new server's database: migrated, and empty.
    const emptyUrl = await createTestDatabase();
    const target = await openDatabase({ url: emptyUrl });
    try {
      expect(await rowsHeld(target.db)).toEqual({});
      await restorePostgres(emptyUrl, target.db, file);
      expect(await snapshot(target.db)).toEqual(before);
      // New rows continue after the restored ones.
      await createBooking(target.db, { details, booked, now: new Date() });
      expect(
        (await target.db.select().from(bookings).orderBy(asc(bookings.id))).map(
          (b) => b.id,
        ),
      ).toEqual([1, 2, 3, 4]);
    } finally {
      await target.close();
    }
  }, 120_000);
});

describe("backup and restore on the embedded engine", () => {
  it("restores the running database's own dump into an empty folder, and refuses one that holds data", async () => {
    const dir = path.join(base, "pglite");
    const file = path.join(base, "site.tar.gz");
    const source = await openDatabase({ dir });
    let before;
    try {
      await makeBookings(source.db);
      before = await snapshot(source.db);
      expectComplete(before);
      // Taken while it is open, as the running server does for /api/backup.
      const dump = await source.dump!();
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      expect(backupKind(file)).toBe("embedded");
    } finally {
      await source.close();
    }
    await expect(restoreEmbedded(dir, file)).rejects.toThrow(
      `The database folder ${dir} is not empty`,
    );
    // The disk is lost.
    rmSync(dir, { recursive: true, force: true });
    await restoreEmbedded(dir, file);
    const restored = await openDatabase({ dir });
    try {
      expect(await snapshot(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 240_000);
});
