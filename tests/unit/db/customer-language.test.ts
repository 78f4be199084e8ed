/** @jest-environment node */
import { and, eq, isNotNull } from "drizzle-orm";
import type { BookingDetails } from "@/lib/requests/schema";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { bookings, messages, notifications } from "@/lib/server/db/schema";
import { createMessage } from "@/lib/server/requests/store";
import { eachEngine } from "./engines";

// Issue 60, ruling 90: a booking keeps the language it was made in, and
// every mail to its customer, and the calendar file, is in it.

const details: BookingDetails = {
  firstName: "Ana",
  lastName: "García",
  phone: "(212) 555-0100",
  email: "ana@example.com",
  address1: "1 Main St",
  address2: "",
  city: "New York",
  state: "NY",
  zip: "10001",
  date: "2026-12-05",
  time: "afternoon",
  notes: "",
};
const booked = [
  {
    slug: "printer-installation",
    title: "Printer Installation",
    price: 89,
    homeVisit: true,
  },
];
const start = new Date("2026-12-05T21:30:00Z");
// When the bookings are made: days before the slot's start.
const now = new Date("2026-12-01T12:00:00Z");

/** A calendar file's lines, unfolded (RFC 5545 folds long ones). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

eachEngine((connection) => {
  /** The customer's mail of a booking, by reference. */
  async function mailOf(reference: string) {
    const { db } = connection();
    const [row] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference));
    const [mail] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.bookingId, row!.id),
          isNotNull(notifications.toAddress),
        ),
      );
    return { row: row!, mail: mail! };
  }

  /** A requested booking (its "received" mail) and one on a slot (its "confirmed" mail, with the .ics). */
  async function bookTwo(language?: "en" | "es") {
    const { db } = connection();
    const requested = await createBooking(db, {
      details,
      booked,
      now,
      ...(language && { language }),
    });
    const onSlot = await createBooking(db, {
      details,
      booked,
      onSlot: {
        start,
        techUid: `tech-${language ?? "unsaid"}`,
        tech: { displayName: "Luis", handle: "luis", address: null },
      },
      now,
      ...(language && { language }),
    });
    const first = await mailOf(requested);
    const second = await mailOf(onSlot);
    return {
      reference: requested,
      slotReference: onSlot,
      row: first.row,
      slotRow: second.row,
      mails: [first.mail, second.mail],
    };
  }

  it("a booking made in Spanish is stored es, and its mails and calendar file are Spanish, with /es/ links", async () => {
    const { reference, slotReference, row, slotRow, mails } =
      await bookTwo("es");
    expect(row.language).toBe("es");
    expect(slotRow.language).toBe("es");
    const [received, confirmed] = mails;
    expect(received!.subject).toBe(
      `Recibimos la reserva ${reference}: le llamaremos para confirmar la hora`,
    );
    expect(received!.text).toContain("Hola, Ana:");
    expect(received!.text).toContain("Instalación de impresora ($89)");
    expect(received!.text).toContain(
      "Cuándo: Preferida: sáb, 5 dic 2026, Tarde (12–5)",
    );
    expect(received!.text).toMatch(/\/es\/bookings#link=/);
    expect(received!.html).toMatch(/href="[^"]*\/es\/bookings#link=/);

    expect(confirmed!.subject).toBe(
      `Reserva ${slotReference} confirmada para el sáb, 5 dic 2026, 4:30 p. m. ET`,
    );
    expect(confirmed!.text).toContain(
      "Su cita está confirmada para el sáb, 5 dic 2026, 4:30 p. m. ET (hora de Nueva York).",
    );
    expect(confirmed!.text).toContain(
      "Su técnico es Luis: http://localhost:3000/es/techs/luis",
    );
    const ics = unfolded(confirmed!.attachments![0]!.content);
    expect(ics).toContain(
      "SUMMARY:Brightpath IT Support: Instalación de impresora",
    );
    expect(ics).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^DESCRIPTION:Reserva ${slotReference}: Instalación de impresora\\. Una visita a domicilio\\. Preguntas o cambios: llame al `,
        ),
      ),
    );
  });

  it("a booking made without a language, or in English, is stored en and mailed as before", async () => {
    for (const language of [undefined, "en"] as const) {
      const { reference, slotReference, row, slotRow, mails } =
        await bookTwo(language);
      expect(row.language).toBe("en");
      expect(slotRow.language).toBe("en");
      const [received, confirmed] = mails;
      expect(received!.subject).toBe(
        `Booking ${reference} received: we will call you to confirm the time`,
      );
      expect(received!.text).toContain("Hello Ana,");
      expect(received!.text).not.toContain("/es/");
      expect(confirmed!.subject).toBe(
        `Booking ${slotReference} confirmed for Sat, Dec 5, 2026, 4:30 PM ET`,
      );
      const ics = unfolded(confirmed!.attachments![0]!.content);
      expect(ics).toContain(
        "SUMMARY:Brightpath IT Support: Printer Installation",
      );
    }
  });

  it("a contact message sent in Spanish is stored es and acknowledged in Spanish", async () => {
    const { db } = connection();
    const reference = await createMessage(db, {
      request: {
        name: "Ana",
        phone: "",
        email: "ana@example.com",
        message: "Hola",
      },
      language: "es",
      now,
    });
    const [row] = await db
      .select()
      .from(messages)
      .where(eq(messages.reference, reference));
    expect(row!.language).toBe("es");
    const [ack] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.messageId, row!.id),
          isNotNull(notifications.toAddress),
        ),
      );
    expect(ack!.subject).toBe(
      `Recibimos el mensaje ${reference}: le responderemos`,
    );
    expect(ack!.text).toContain("Hola, Ana:");
  });
});
