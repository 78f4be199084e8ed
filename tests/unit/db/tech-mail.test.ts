/** @jest-environment node */
import { eq } from "drizzle-orm";
import { contentCatalogue } from "@/lib/content/services";
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
      booked: repriceServices(["printer-installation"], contentCatalogue),
      now,
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

  it("gives the Tech where to go with a map link, and only their own booking's address (docs/product.md §21.8)", async () => {
    const { db } = connection();
    await createBooking(db, {
      details: { ...address, city: "New York", state: "NY" },
      booked: repriceServices(["printer-installation"], contentCatalogue),
      now,
      onSlot: {
        start: new Date("2026-11-30T15:00:00Z"),
        techUid: "tech-sam",
        tech: { displayName: "Sam", handle: "sam", address: "sam@example.com" },
      },
      draw: () => "BP-CCCCCC",
    });
    const [mail] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.toAddress, "sam@example.com"));
    expect(mail!.text).toContain(
      "Where: 1 Main St, New York, NY 10001\nMap: https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20New%20York%2C%20NY%2010001",
    );
    expect(mail!.html).toContain(
      'Where: 1 Main St, New York, NY 10001 (<a href="https://www.google.com/maps/search/?api=1&amp;query=1%20Main%20St%2C%20New%20York%2C%20NY%2010001">map</a>)',
    );
    // What the mail says is on the page is there: name, phone, e-mail and address.
    expect(mail!.text).toContain(
      "The customer's name, phone and e-mail, and the address, are on your bookings page: http",
    );
    expect(mail!.text).not.toContain("customer's details are on");
    expect(mail!.attachments![0]!.content).toContain(
      "LOCATION:1 Main St\\, New York\\, NY 10001",
    );
    // The customer's 90 minutes, not the Tech's 30 of travel after them.
    expect(mail!.attachments![0]!.content).toContain(
      "DTEND;TZID=America/New_York:20261130T113000",
    );
  });

  it("tells the Tech of an instant booking made on a slot", async () => {
    const { db } = connection();
    await createBooking(db, {
      details: address,
      booked: repriceServices(["printer-installation"], contentCatalogue),
      now,
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
