/** @jest-environment node */
import { signAccessToken } from "@/lib/bookings/access-token";
import { calendarResponse } from "@/lib/server/bookings/calendar";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { database } from "@/lib/server/db/client";
import { bookingTokenSecret } from "@/lib/server/secrets";
import { createTestDatabase } from "./engines";
import { booked, details } from "./requests";

// calendarResponse opens the server's own database, as the route does: a
// PostgreSQL database of this file's own, through DATABASE_URL.
beforeAll(async () => {
  process.env.DATABASE_URL = await createTestDatabase();
}, 60_000);

// A request for a day after `now`, so the booking is accepted.
const request = { ...details, date: "2026-12-05" };

/** The manage view's calendar form, posted as the browser posts it. */
const posted = (fields: Record<string, string>) =>
  new Request("http://localhost/bookings/calendar", {
    method: "POST",
    body: new URLSearchParams(fields),
  });

async function refusal(response: Response) {
  return { status: response.status, text: await response.text() };
}

describe("the calendar file's refusals (docs/product.md §13.6)", () => {
  const now = new Date("2026-12-01T12:00:00Z");

  it("are said in the language the form names, and in English without one", async () => {
    const forged = { reference: "BP-7K3Q9M", token: "forged" };
    expect(await refusal(await calendarResponse(posted(forged), now))).toEqual({
      status: 403,
      text: "This page has expired. Find your booking again at /bookings.\n",
    });
    expect(
      await refusal(
        await calendarResponse(posted({ ...forged, locale: "es" }), now),
      ),
    ).toEqual({
      status: 403,
      text: "Esta página venció. Busque su reserva de nuevo en /es/bookings.\n",
    });

    const db = await database();
    const reference = await createBooking(db, {
      details: request,
      booked,
      now,
    });
    const token = signAccessToken(reference, {
      secret: await bookingTokenSecret(db),
      now,
    });
    // A Requested booking has no time for a calendar yet.
    expect(
      await refusal(await calendarResponse(posted({ reference, token }), now)),
    ).toEqual({
      status: 409,
      text: "This booking has no confirmed time yet.\n",
    });
    expect(
      await refusal(
        await calendarResponse(posted({ reference, token, locale: "es" }), now),
      ),
    ).toEqual({
      status: 409,
      text: "Esta reserva todavía no tiene una hora confirmada.\n",
    });
  });

  it("refuse a body that is no form in English: it names no language", async () => {
    const notForm = new Request("http://localhost/bookings/calendar", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ locale: "es" }),
    });
    expect(await refusal(await calendarResponse(notForm, now))).toEqual({
      status: 400,
      text: "Send the form from the booking's page.\n",
    });
  });
});
