/** @jest-environment node */
import { eq, sql } from "drizzle-orm";
import type { BookingDetails } from "@/lib/requests/schema";
import {
  bookingEvents,
  bookings,
  messages,
  notifications,
} from "@/lib/server/db/schema";
import { createMessage } from "@/lib/server/requests/store";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { eachEngine } from "./engines";

const details: BookingDetails = {
  firstName: "Ada",
  lastName: "Lovelace'); drop table bookings; --",
  phone: "(212) 555-0100",
  email: "ada@example.com",
  address1: "1 Main St",
  address2: "",
  city: "New York",
  state: "NY",
  zip: "10001",
  date: "2026-12-01",
  time: "morning",
  notes: "Dog <b>barks</b> & bites",
};

const booked = [
  {
    slug: "printer-installation",
    title: "Printer Installation",
    price: 89,
    homeVisit: true,
  },
  {
    slug: "computer-tuneup",
    title: "Computer Tune-Up",
    price: 35,
    homeVisit: false,
  },
];

eachEngine((connection) => {
  it("keeps a booking, its first history entry and the company's e-mail together", async () => {
    const { db } = connection();
    const reference = await createBooking(db, {
      details,
      booked,
      now: new Date(),
    });
    expect(reference).toMatch(/^BP-[2-9A-HJ-NP-Z]{6}$/);
    const [row] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference));
    expect(row).toMatchObject({
      status: "requested",
      version: 1,
      total: 124,
      homeVisit: true,
      preferredDate: "2026-12-01",
      timeWindow: "morning",
      lastName: "Lovelace'); drop table bookings; --",
      address2: null,
      fees: 0,
    });
    const events = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row!.id));
    expect(events).toMatchObject([
      {
        actor: "visitor",
        action: "request",
        fromStatus: null,
        toStatus: "requested",
      },
    ]);
    const [mail] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, row!.id));
    expect(mail).toMatchObject({
      status: "pending",
      attempts: 0,
      subject: `Booking request ${reference} from Ada Lovelace'); drop table bookings; --`,
      replyToAddress: "ada@example.com",
    });
  });

  it("writes each booking's own values, a missing one as SQL null, whatever was written before it", async () => {
    const { db } = connection();
    const plain = { ...details, address2: "", notes: "" };
    const full = { ...details, address2: "Apt 2", notes: "Ring twice" };
    const references = [
      await createBooking(db, { details: plain, booked, now: new Date() }),
      await createBooking(db, { details: full, booked, now: new Date() }),
      await createBooking(db, { details: plain, booked, now: new Date() }),
    ];
    const rows = await db
      .select({
        reference: bookings.reference,
        address2: bookings.address2,
        notes: bookings.notes,
        services: bookings.services,
      })
      .from(bookings)
      .orderBy(bookings.id);
    expect(rows).toEqual([
      {
        reference: references[0],
        address2: null,
        notes: null,
        // The lines as the visitor booked them.
        services: booked,
      },
      expect.objectContaining({
        reference: references[1],
        address2: "Apt 2",
        notes: "Ring twice",
      }),
      expect.objectContaining({
        reference: references[2],
        address2: null,
        notes: null,
      }),
    ]);
    // No mail of a request has a file: the column is null, not JSON's null.
    const [filed] = await db
      .select({ files: sql<number>`count(*)::int` })
      .from(notifications)
      .where(sql`${notifications.attachments} is not null`);
    expect(filed!.files).toBe(0);
  });

  it("draws again when a reference is taken, and keeps both requests", async () => {
    const { db } = connection();
    const draws = ["BP-AAAAAA", "BP-AAAAAA", "BP-BBBBBB"];
    const draw = () => draws.shift()!;
    expect(
      await createBooking(db, { details, booked, draw, now: new Date() }),
    ).toBe("BP-AAAAAA");
    expect(
      await createBooking(db, { details, booked, draw, now: new Date() }),
    ).toBe("BP-BBBBBB");
    expect(await db.select().from(bookings)).toHaveLength(2);
    // Each: the company's copy and the customer's "received".
    expect(await db.select().from(notifications)).toHaveLength(4);
  });

  it("keeps a contact message with its e-mail", async () => {
    const { db } = connection();
    const reference = await createMessage(db, {
      request: {
        name: "Zoë O'Brien 🙂",
        phone: "",
        email: "zoe@example.com",
        message: "Printer says <script>alert(1)</script>",
      },
      now: new Date(),
    });
    const [row] = await db.select().from(messages);
    expect(row).toMatchObject({
      reference,
      status: "new",
      name: "Zoë O'Brien 🙂",
      message: "Printer says <script>alert(1)</script>",
    });
    expect(reference).toMatch(/^MSG-[2-9A-HJ-NP-Z]{6}$/);
    expect(await db.select().from(notifications)).toMatchObject([
      {
        messageId: row!.id,
        subject: `Contact request ${reference} from Zoë O'Brien 🙂`,
        toAddress: null,
      },
      {
        messageId: row!.id,
        subject: `Message ${reference} received: we will reply`,
        toAddress: "zoe@example.com",
      },
    ]);
  });
});
