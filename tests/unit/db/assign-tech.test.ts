/** @jest-environment node */
import { eq, isNotNull } from "drizzle-orm";
import { contentCatalogue } from "@/lib/content/services";
import { GET as freeTechsRoute } from "@/app/[locale]/(default-language)/staff/api/bookings/[reference]/techs/route";
import { POST as bookingRoute } from "@/app/[locale]/(default-language)/staff/api/bookings/[reference]/route";
import { repriceServices } from "@/lib/requests/reprice";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { database, type Database } from "@/lib/server/db/client";
import {
  bookingEvents,
  bookings,
  notifications,
  techProfiles,
} from "@/lib/server/db/schema";
import { bookingAction, showFreeTechs } from "@/lib/server/desk/actions";
import { bearerUser } from "@/lib/server/identity";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { daysAfter, nextWeekdayAt, weekday } from "../clock";
import { eachEngine } from "./engines";
import { details } from "./requests";

// The routes are called as the browser calls them, with the account behind
// the token decided here and the test's database behind `database()`.
jest.mock("@/lib/server/identity", () => ({ bearerUser: jest.fn() }));
jest.mock("@/lib/server/db/client", () => ({
  ...jest.requireActual("@/lib/server/db/client"),
  database: jest.fn(),
}));

// Monday 30 November 2026, 07:00 in New York.
const now = new Date("2026-11-30T12:00:00Z");
/** Tuesday 1 December 2026 at `hours`:`minutes` in New York (EST, UTC−5). */
const tuesday = (hours: number, minutes = 0) =>
  new Date(Date.UTC(2026, 11, 1, hours + 5, minutes));
// 90 minutes of work and 30 of travel: busy for two hours.
const booked = repriceServices(["printer-installation"], contentCatalogue);
const visitor = {
  ...details,
  address1: "1 Main St",
  city: "New York",
  state: "NY",
  zip: "10001",
};
const staff = { by: "staff sam@example.com", now };

const named = (handle: string) => ({
  uid: `tech-${handle}`,
  handle,
  displayName: handle.toUpperCase(),
});

eachEngine((connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(techProfiles);
    await db.insert(techProfiles).values([
      ...["ann", "bo", "cy", "dee"].map((handle, i) => ({
        ...demoTechRow({
          ...named(handle),
          headline: "Printers",
          zips: "10001",
          publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
        email: `${handle}@example.com`,
      })),
    ]);
    // Dee has published no hours: never free.
    await db
      .update(techProfiles)
      .set({ weeklyHours: {} })
      .where(eq(techProfiles.uid, "tech-dee"));
    jest.mocked(database).mockResolvedValue(db);
  });

  /** A booking of the printer installation at ZIP 10001, Requested for Tuesday morning, then `set`, made at `at`. */
  async function booking(
    set: Partial<typeof bookings.$inferInsert> = {},
    at = now,
  ): Promise<string> {
    const { db } = connection();
    const reference = await createBooking(db, {
      details: visitor,
      booked,
      now: at,
    });
    if (Object.keys(set).length > 0) {
      await db
        .update(bookings)
        .set(set)
        .where(eq(bookings.reference, reference));
    }
    return reference;
  }

  const confirmedFor = (uid: string | null, startsAt: Date, at = now) =>
    booking({ status: "confirmed", assignedTechUid: uid, startsAt }, at);

  const row = async (reference: string) =>
    (
      await connection()
        .db.select()
        .from(bookings)
        .where(eq(bookings.reference, reference))
    )[0]!;

  const assign = (
    db: Database,
    reference: string,
    tech: string,
    version = 1,
    at = now,
  ) =>
    bookingAction(
      db,
      reference,
      { action: "assign", tech, expectedVersion: version },
      { ...staff, now: at },
    );

  it("lists the Techs free at a Confirmed booking's start: not one with an overlapping booking, nor one without hours", async () => {
    const { db } = connection();
    const reference = await confirmedFor(null, tuesday(10));
    // Bo is busy from 9:00 to 11:00, travel included.
    await confirmedFor("tech-bo", tuesday(9));
    expect(await showFreeTechs(db, reference, now)).toEqual({
      status: 200,
      body: { techs: [named("ann"), named("cy")] },
    });
  });

  it("for a Requested booking, lists the Techs who can take the visit at some start of its window, and assigns one with its history", async () => {
    const { db } = connection();
    const reference = await booking();
    // Bo is busy all morning; Cy is off; Ann is busy until 10:00 only.
    await confirmedFor("tech-bo", tuesday(8));
    await confirmedFor("tech-bo", tuesday(10));
    await db
      .update(techProfiles)
      .set({
        timeOff: [
          { start: tuesday(7).toISOString(), end: tuesday(13).toISOString() },
        ],
      })
      .where(eq(techProfiles.uid, "tech-cy"));
    await confirmedFor("tech-ann", tuesday(8));
    expect(await showFreeTechs(db, reference, now)).toEqual({
      status: 200,
      body: { techs: [named("ann")] },
    });

    const answer = await assign(db, reference, "tech-ann");
    expect(answer).toMatchObject({
      status: 200,
      body: {
        status: "requested",
        version: 2,
        tech: { displayName: "ANN", handle: "ann" },
      },
    });
    const history = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, (await row(reference)).id));
    expect(history.at(-1)).toMatchObject({
      action: "assign",
      actor: "staff sam@example.com",
      fromStatus: "requested",
      toStatus: "requested",
      note: "Assigned to ANN (@ann).",
    });
    // The Tech it has is not offered again.
    expect(await showFreeTechs(db, reference, now)).toEqual({
      status: 200,
      body: { techs: [] },
    });
  });

  it("re-assigns a Confirmed booking before its start and tells both Techs; refuses a Tech not free, the same Tech, and after the start", async () => {
    const { db } = connection();
    const reference = await confirmedFor("tech-ann", tuesday(10));
    await confirmedFor("tech-bo", tuesday(11));
    expect(await showFreeTechs(db, reference, now)).toEqual({
      status: 200,
      body: { techs: [named("cy")] },
    });
    expect(await assign(db, reference, "tech-bo")).toEqual({
      status: 409,
      body: {
        reason: "overlap",
        error: `That technician is no longer free at the time of booking ${reference}. Nothing was done; choose another technician.`,
      },
    });
    expect(await assign(db, reference, "tech-ann")).toMatchObject({
      status: 409,
      body: {
        error: `Booking ${reference} already has that technician. Nothing was done.`,
      },
    });
    await db.delete(notifications);
    expect(await assign(db, reference, "tech-cy")).toMatchObject({
      status: 200,
      body: { status: "confirmed", tech: { handle: "cy" } },
    });
    expect(await row(reference)).toMatchObject({
      assignedTechUid: "tech-cy",
      busyUntil: tuesday(12),
    });
    const [entry] = await db
      .select({ note: bookingEvents.note })
      .from(bookingEvents)
      .where(eq(bookingEvents.action, "assign"));
    expect(entry!.note).toBe("Assigned to CY (@cy), in place of ANN (@ann).");
    const mails = await db
      .select({ to: notifications.toAddress, subject: notifications.subject })
      .from(notifications)
      .where(isNotNull(notifications.toAddress))
      .orderBy(notifications.id);
    expect(mails.map((mail) => mail.to)).toEqual([
      "ann@example.com",
      "cy@example.com",
    ]);

    expect(
      await assign(db, reference, "tech-dee", 2, tuesday(10)),
    ).toMatchObject({
      status: 409,
      body: {
        reason: "not-allowed",
        error: `Booking ${reference} started Tue, Dec 1, 2026, 10:00 AM ET: a technician can be assigned only before the start. Nothing was done.`,
      },
    });
  });

  it("when the Tech is taken between the list and the write, the exclusion constraint refuses it, with the sentence that names the booking in the way", async () => {
    const { db } = connection();
    const reference = await confirmedFor(null, tuesday(10));
    let rival = "";
    // Another desk confirms Ann at 9:30 after this one read who is free.
    const racing = new Proxy(db, {
      get(target, key) {
        if (key === "transaction") {
          return async (...args: Parameters<Database["transaction"]>) => {
            rival ||= await confirmedFor("tech-ann", tuesday(9, 30));
            return target.transaction(...args);
          };
        }
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    expect(await assign(racing, reference, "tech-ann")).toEqual({
      status: 409,
      body: {
        reason: "overlap",
        error: `ANN (@ann) was booked meanwhile: booking ${rival}, Confirmed for Tue, Dec 1, 2026, 9:30 AM ET would overlap booking ${reference}, travel included. Nothing was done; choose another technician.`,
      },
    });
    expect(await row(reference)).toMatchObject({
      assignedTechUid: null,
      version: 1,
    });
    // Read again, the list no longer offers her.
    expect(await showFreeTechs(db, reference, now)).toEqual({
      status: 200,
      body: { techs: [named("bo"), named("cy")] },
    });
  });

  it("answers a Tech's or a Client's token with 403 and no token with 401, and changes nothing; a Tech's own route cannot assign either", async () => {
    const { db } = connection();
    // The routes read the real clock: the booking is at 10:00 in New York on
    // the first Tuesday at least a day ahead, whatever day this runs.
    const today = new Date();
    const start = nextWeekdayAt(weekday.tuesday, 10, 0, {
      after: daysAfter(today, 1),
    });
    const reference = await confirmedFor("tech-ann", start, today);
    const params = Promise.resolve({ reference });
    const user = (role: "staff" | "tech" | "client") => ({
      uid: `${role}-1`,
      email: `${role}@example.com`,
      staff: role === "staff",
      tech: role === "tech",
    });
    const call = (method: "GET" | "POST") =>
      method === "GET"
        ? freeTechsRoute(
            new Request(
              `http://localhost/staff/api/bookings/${reference}/techs`,
              {
                headers: { authorization: "Bearer token" },
              },
            ),
            { params },
          )
        : bookingRoute(
            new Request(`http://localhost/staff/api/bookings/${reference}`, {
              method: "POST",
              headers: {
                authorization: "Bearer token",
                "content-type": "application/json",
              },
              body: JSON.stringify({
                action: "assign",
                tech: "tech-cy",
                expectedVersion: 1,
              }),
            }),
            { params },
          );
    for (const [who, status] of [
      [user("tech"), 403],
      [user("client"), 403],
      [undefined, 401],
    ] as const) {
      jest.mocked(bearerUser).mockResolvedValue(who as never);
      for (const method of ["GET", "POST"] as const) {
        const response = await call(method);
        expect(response.status).toBe(status);
        expect(((await response.json()) as { error: string }).error).toBe(
          status === 403
            ? "This account is not on the staff, so the desk shows it nothing."
            : "Sign in with a staff account to use the desk.",
        );
      }
    }
    expect(await row(reference)).toMatchObject({
      assignedTechUid: "tech-ann",
      version: 1,
    });
    // The booking's own Tech, through the action their route shares.
    expect(
      await bookingAction(
        db,
        reference,
        { action: "assign", tech: "tech-cy", expectedVersion: 1 },
        { by: "tech ann@example.com", now: today, assignedTo: "tech-ann" },
      ),
    ).toMatchObject({ status: 409, body: { reason: "not-allowed" } });

    jest.mocked(bearerUser).mockResolvedValue(user("staff") as never);
    const listed = await call("GET");
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({
      techs: [named("bo"), named("cy")],
    });
    expect((await call("POST")).status).toBe(200);
    expect(await row(reference)).toMatchObject({ assignedTechUid: "tech-cy" });
  });
});
