/** @jest-environment node */
import { eq, sql } from "drizzle-orm";
import type { BookingDetails } from "@/lib/requests/schema";
import { searchQuerySchema } from "@/lib/desk/search";
import { searchDesk } from "@/lib/server/desk/search";
import { bookings, messages } from "@/lib/server/db/schema";
import { createMessage } from "@/lib/server/requests/store";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import type { Database } from "@/lib/server/db/client";
import * as v from "valibot";
import { eachEngine } from "./engines";

const details: BookingDetails = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(212) 555-0100",
  email: "ada@example.com",
  address1: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  date: "2026-12-01",
  time: "morning",
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

async function booking(
  db: Database,
  reference: string,
  more: Partial<BookingDetails> = {},
  set: Partial<typeof bookings.$inferInsert> = {},
) {
  await createBooking(db, {
    details: { ...details, ...more },
    booked,
    draw: () => reference,
    now: new Date(),
  });
  if (Object.keys(set).length > 0) {
    await db.update(bookings).set(set).where(eq(bookings.reference, reference));
  }
}

const query = (input: Record<string, string>) =>
  v.parse(searchQuerySchema, input);

async function found(db: Database, input: Record<string, string>) {
  const result = await searchDesk(db, query(input));
  return result.hits.map((h) => h.reference).sort();
}

eachEngine((connection) => {
  async function seed(db: Database) {
    await booking(db, "BP-AAAAA2");
    await booking(
      db,
      "BP-BBBBB3",
      {
        firstName: "Grace",
        lastName: "Hopper",
        phone: "+1 917 555 0199",
        email: "GRACE@Navy.example",
      },
      { status: "cancelled", createdAt: new Date("2025-03-02T15:00:00Z") },
    );
    await booking(db, "BP-CCCCC4", {
      firstName: "Alan",
      lastName: "Turing",
      phone: "917.555.0123",
      email: "alan@example.com",
    });
    await createMessage(db, {
      request: {
        name: "Katherine Johnson",
        phone: "(646) 555-0142",
        email: "kj@example.com",
        message: "Call me.",
      },
      draw: () => "CM-DDDDD5",
      now: new Date(),
    });
  }

  it("finds by reference with either prefix, in any case and spacing", async () => {
    const { db } = connection();
    await seed(db);
    expect(await found(db, { q: "BP-BBBBB3" })).toEqual(["BP-BBBBB3"]);
    expect(await found(db, { q: "bp bbbbb3" })).toEqual(["BP-BBBBB3"]);
    expect(await found(db, { q: "CM-BBBBB3" })).toEqual(["BP-BBBBB3"]);
    expect(await found(db, { q: "bbbbb3" })).toEqual(["BP-BBBBB3"]);
    expect(await found(db, { q: "BP-DDDDD5" })).toEqual(["CM-DDDDD5"]);
  });

  it("finds by phone whatever its punctuation, with or without the country code, and by its last digits", async () => {
    const { db } = connection();
    await seed(db);
    expect(await found(db, { q: "9175550199" })).toEqual(["BP-BBBBB3"]);
    expect(await found(db, { q: "(917) 555-0199" })).toEqual(["BP-BBBBB3"]);
    expect(await found(db, { q: "+1 212-555-0100" })).toEqual(["BP-AAAAA2"]);
    expect(await found(db, { q: "0142" })).toEqual(["CM-DDDDD5"]);
    expect(await found(db, { q: "555" })).toEqual([]);
  });

  it("finds by the start of a first name, a last name, both, or an e-mail, in any case", async () => {
    const { db } = connection();
    await seed(db);
    expect(await found(db, { q: "hop" })).toEqual(["BP-BBBBB3"]);
    expect(await found(db, { q: "GRACE H" })).toEqual(["BP-BBBBB3"]);
    expect(await found(db, { q: "grace@navy" })).toEqual(["BP-BBBBB3"]);
    expect(await found(db, { q: "johnson" })).toEqual(["CM-DDDDD5"]);
    expect(await found(db, { q: "katherine j" })).toEqual(["CM-DDDDD5"]);
    expect(await found(db, { q: "a" })).toEqual(["BP-AAAAA2", "BP-CCCCC4"]);
    expect(await found(db, { q: "a%" })).toEqual([]);
  });

  it("filters by state and by the day requested in New York, and finds nothing from an empty box", async () => {
    const { db } = connection();
    await seed(db);
    expect(await found(db, { q: "", state: "cancelled" })).toEqual([
      "BP-BBBBB3",
    ]);
    expect(await found(db, { q: "917", state: "requested" })).toEqual([]);
    expect(await found(db, { q: "0123", state: "requested" })).toEqual([
      "BP-CCCCC4",
    ]);
    // 15:00 UTC on 2 March 2025 is 10:00 in New York.
    expect(await found(db, { from: "2025-03-02", to: "2025-03-02" })).toEqual([
      "BP-BBBBB3",
    ]);
    expect(await found(db, { from: "2025-03-03", to: "2025-03-03" })).toEqual(
      [],
    );
    expect(await found(db, { state: "new" })).toEqual(["CM-DDDDD5"]);
    expect(await found(db, {})).toEqual([]);
    expect(await found(db, { q: "!!" })).toEqual([]);
  });

  it("writes a requested booking's preferred day as every other date reads", async () => {
    const { db } = connection();
    await seed(db);
    const { hits } = await searchDesk(db, query({ q: "BP-AAAAA2" }));
    expect(hits[0]!.summary).toBe(
      "Computer Tune-Up · $35 · preferred Tue, Dec 1, 2026, Morning (8–12)",
    );
  });

  it("looks each term up through an index", async () => {
    const { db } = connection();
    await seed(db);
    // With few rows the planner may scan anyway; take that choice away.
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = async (where: ReturnType<typeof sql>) => {
        const result = await db.execute(
          sql`explain select id from bookings where ${where}`,
        );
        return JSON.stringify((result as { rows?: unknown }).rows ?? result);
      };
      expect(
        await plan(sql`right(${bookings.reference}, 6) = ${"BBBBB3"}`),
      ).toMatch(/bookings_reference_code_idx/);
      expect(
        await plan(
          sql`reverse(regexp_replace(coalesce(${bookings.phone}, ''), '[^0-9]', '', 'g')) like ${"9910%"}`,
        ),
      ).toMatch(/bookings_phone_key_idx/);
      expect(
        await plan(sql`lower(${bookings.lastName}) like ${"hop%"}`),
      ).toMatch(/bookings_last_name_idx/);
      const messagePlan = await db.execute(
        sql`explain select id from messages where lower(substring(${messages.name} from '\\S+$')) like ${"john%"}`,
      );
      expect(
        JSON.stringify((messagePlan as { rows?: unknown }).rows ?? messagePlan),
      ).toMatch(/messages_last_word_idx/);
    } finally {
      await db.execute(sql`reset enable_seqscan`);
    }
  });
});
