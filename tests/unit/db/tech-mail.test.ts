/** @jest-environment node */
import { eq } from "drizzle-orm";
import { repriceServices } from "@/lib/requests/reprice";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { bookingAction } from "@/lib/server/desk/actions";
import { bookings, notifications, techProfiles } from "@/lib/server/db/schema";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { eachEngine } from "./engines";
import { details } from "./requests";

jest.mock("@/lib/server/background", () => ({
  sendNotificationsNow: jest.fn(),
}));

/** 20:00 on 23 November 2026 in New York. */
const now = new Date("2026-11-24T01:00:00.000Z");
const staff = { by: "staff ann@example.com", now };
const address = { ...details, address1: "1 Main St", zip: "10001" };

eachEngine((connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(techProfiles);
    await db.insert(techProfiles).values({
      ...demoTechRow({
        uid: "tech-sam",
        handle: "sam",
        displayName: "Sam Ortiz",
        headline: "Printers",
        zips: "10001",
        publishedAt: now,
      }),
      email: "sam@example.com",
    });
  });

  const techMails = async () =>
    (
      await connection()
        .db.select()
        .from(notifications)
        .where(eq(notifications.toAddress, "sam@example.com"))
        .orderBy(notifications.id)
    ).map((mail) => ({
      subject: mail.subject,
      files: (mail.attachments ?? []).map((file) => file.filename),
      private:
        mail.text.includes(details.phone) || mail.text.includes(details.email),
    }));

  it("tells the assigned Tech the time when staff confirm, and again when they cancel, with the calendar file (docs/product.md §23.9)", async () => {
    const { db } = connection();
    await createBooking(db, {
      details: address,
      booked: repriceServices(["printer-installation"]),
      draw: () => "BP-AAAAAA",
    });
    await db
      .update(bookings)
      .set({ assignedTechUid: "tech-sam" })
      .where(eq(bookings.reference, "BP-AAAAAA"));
    expect(await techMails()).toEqual([]);
    const confirm = {
      action: "confirm",
      date: "2026-11-30",
      time: "10:00",
      expectedVersion: 1,
    };
    expect((await bookingAction(db, "BP-AAAAAA", confirm, staff)).status).toBe(
      200,
    );
    const cancel = { action: "cancel", note: "Storm", expectedVersion: 2 };
    expect((await bookingAction(db, "BP-AAAAAA", cancel, staff)).status).toBe(
      200,
    );
    expect(await techMails()).toEqual([
      {
        subject:
          "Booking BP-AAAAAA confirmed for you: Mon, Nov 30, 2026, 10:00 AM ET",
        files: ["BP-AAAAAA.ics"],
        private: false,
      },
      {
        subject: "Booking BP-AAAAAA cancelled",
        files: ["BP-AAAAAA.ics"],
        private: false,
      },
    ]);
  });

  it("tells the Tech of an instant booking made on a slot", async () => {
    const { db } = connection();
    await createBooking(db, {
      details: address,
      booked: repriceServices(["printer-installation"]),
      onSlot: {
        start: new Date("2026-11-30T15:00:00Z"),
        techUid: "tech-sam",
        tech: {
          displayName: "Sam",
          handle: "sam",
          address: "sam@example.com",
        },
      },
      draw: () => "BP-BBBBBB",
    });
    expect(await techMails()).toEqual([
      {
        subject:
          "Booking BP-BBBBBB confirmed for you: Mon, Nov 30, 2026, 10:00 AM ET",
        files: ["BP-BBBBBB.ics"],
        private: false,
      },
    ]);
  });
});
