/** @jest-environment node */
import { techProfiles } from "@/lib/server/db/schema";
import { database } from "@/lib/server/db/client";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { slotOffer } from "@/lib/server/scheduling/offer";
import { createTestDatabase } from "./engines";

// slotOffer is handed the server's own database, as the route opens it: a
// PostgreSQL database of this file's own, through DATABASE_URL.
beforeAll(async () => {
  process.env.DATABASE_URL = await createTestDatabase();
}, 60_000);

describe("what the checkout is told it can book (docs/product.md §23.6)", () => {
  it("answers each question with its status, before and after a Tech visits", async () => {
    const db = await database();
    // The question is asked as the route asks it, on the real clock.
    const now = new Date();
    expect(await slotOffer(db, { slugs: "printer-setup" }, now)).toMatchObject({
      status: 400,
      body: { reason: "invalid" },
    });
    expect(
      await slotOffer(
        db,
        { slugs: ["printer-installation"], zip: "1000" },
        now,
      ),
    ).toEqual({
      status: 400,
      body: {
        reason: "invalid",
        error: "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
      },
    });
    expect(await slotOffer(db, { slugs: ["no-such-service"] }, now)).toEqual({
      status: 400,
      body: { reason: "invalid", error: "Your cart is empty." },
    });
    // A Spanish page's question is refused in Spanish.
    expect(
      await slotOffer(db, { slugs: ["no-such-service"], locale: "es" }, now),
    ).toEqual({
      status: 400,
      body: { reason: "invalid", error: "Su carrito está vacío." },
    });
    expect(
      await slotOffer(
        db,
        { slugs: ["printer-installation"], zip: "1000", locale: "es" },
        now,
      ),
    ).toEqual({
      status: 400,
      body: {
        reason: "invalid",
        error: "Un código postal tiene 5 dígitos, como 10001 o 10001-1234.",
      },
    });
    const tooLong = await slotOffer(
      db,
      { slugs: Array(100).fill("printer-setup"), locale: "es" },
      now,
    );
    expect(tooLong).toEqual({
      status: 400,
      body: { reason: "invalid", error: "Ese carrito es demasiado largo." },
    });
    // No Tech anywhere: every visit is requested.
    expect(
      await slotOffer(db, { slugs: ["printer-installation"], zip: "" }, now),
    ).toEqual({
      status: 200,
      body: { status: "none" },
    });
    // Nor is any ZIP "not visited" yet: a visit there is requested too.
    expect(
      await slotOffer(
        db,
        { slugs: ["printer-installation"], zip: "62701" },
        now,
      ),
    ).toEqual({
      status: 200,
      body: { status: "none" },
    });
    await db.insert(techProfiles).values(
      demoTechRow({
        uid: "tech-ann",
        handle: "ann",
        displayName: "Ann",
        headline: "Printers",
        zips: "10001",
        publishedAt: new Date("2026-01-01T00:00:00Z"),
      }),
    );
    expect(
      await slotOffer(db, { slugs: ["printer-installation"], zip: "" }, now),
    ).toEqual({
      status: 200,
      body: { status: "zip-needed" },
    });
    expect(
      await slotOffer(
        db,
        { slugs: ["printer-installation"], zip: "62701" },
        now,
      ),
    ).toEqual({
      status: 200,
      body: { status: "not-visited" },
    });
    const offered = await slotOffer(
      db,
      {
        slugs: ["printer-installation"],
        zip: "10001",
      },
      now,
    );
    expect(offered).toMatchObject({
      status: 200,
      body: { status: "slots", minutes: 90 },
    });
    // A ZIP+4 is its 5-digit ZIP.
    expect(
      await slotOffer(
        db,
        {
          slugs: ["printer-installation"],
          zip: "10001-1234",
        },
        now,
      ),
    ).toMatchObject({ status: 200, body: { status: "slots", minutes: 90 } });
    const remote = await slotOffer(db, { slugs: ["browser-setup"] }, now);
    expect(remote).toMatchObject({
      status: 200,
      body: { status: "slots", minutes: 30 },
    });
  });
});
