/** @jest-environment node */
import { eq, sql } from "drizzle-orm";
import { contentCatalogue } from "@/lib/content/services";
import type { ProfileText } from "@/lib/techs/profile";
import { historySentence } from "@/lib/problems/history";
import type { ProblemHistoryItem } from "@/lib/problems/replies";
import { repriceServices } from "@/lib/requests/reprice";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { bookings, techProfiles } from "@/lib/server/db/schema";
import {
  clientProblem,
  clientProblemAction,
  postFromClient,
} from "@/lib/server/problems/client";
import { deskProblemAction } from "@/lib/server/problems/desk";
import { techBidAction, techProblem } from "@/lib/server/problems/tech";
import { bookingsOfTech } from "@/lib/server/problems/tech-bookings";
import { eachEngine } from "./engines";
import { details } from "./requests";

// The privacy matrix of docs/product.md §18.9, over the reply builders: what
// each reader of a problem is handed of the other parties, history included.

jest.mock("@/lib/server/background", () => ({
  sendNotificationsNow: jest.fn(() => Promise.resolve()),
}));

const now = new Date("2026-11-25T15:00:00Z");
const client = { uid: "client-1", email: "cleo@example.com" };
const ann = {
  uid: "tech-ann",
  email: "ann@example.com",
  by: "tech ann@example.com",
};
const bo = {
  uid: "tech-bo",
  email: "bo@example.com",
  by: "tech bo@example.com",
};
const staff = { by: "staff sam.staff@example.com" };

const clientDetails = ["cleo@example.com", "Cleo", "Park", "347-555-0100"];
const annDetails = ["ann@example.com", "Ann Lee"];
const boDetails = ["bo@example.com", "Bo Chan"];
const staffDetails = ["sam.staff@example.com"];

function profile(handle: string, displayName: string): ProfileText {
  return {
    handle,
    displayName,
    headline: "Printers and networks",
    about: "Ten years of home IT.",
    skills: ["printer-setup"],
    ownSkills: [],
    remote: true,
    years: 10,
    languages: ["English"],
  };
}

const problem = {
  title: "Printer prints blank pages",
  description: "Since the update, every page comes out blank.",
  kind: "printer",
  device: "HP LaserJet",
  contactMethod: "remote",
  visibility: "everyone",
  firstName: "Cleo",
  lastName: "Park",
  phone: "347-555-0100",
};

const bid = {
  action: "bid",
  price: "245",
  startDate: "2026-11-27",
  timeWindow: "morning",
  message: "I can look at it remotely.",
};

/** Each of these strings absent from the reply, as JSON carries it. */
function expectNone(reply: unknown, details: readonly string[]) {
  const json = JSON.stringify(reply);
  for (const detail of details) expect(json).not.toContain(detail);
}

const sentences = (reply: unknown) =>
  (reply as { body: { history: ProblemHistoryItem[] } }).body.history.map(
    historySentence,
  );

eachEngine((connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.execute(sql`truncate tech_profiles restart identity cascade`);
    await db.insert(techProfiles).values(
      [
        [ann, "ann-lee", "Ann Lee"],
        [bo, "bo-chan", "Bo Chan"],
      ].map(([t, handle, name]) => {
        const tech = t as typeof ann;
        const text = profile(handle as string, name as string);
        return {
          uid: tech.uid,
          handle: handle as string,
          status: "published" as const,
          text,
          published: text,
          email: tech.email,
          firstPublishedAt: now,
        };
      }),
    );
  });

  /** A problem with Ann's bid and Bo's, Bo's changed and then removed by staff. */
  async function bidOn() {
    const { db } = connection();
    const posted = await postFromClient(db, client, problem, now);
    const id = (posted.body as { publicId: string }).publicId;
    const annBid = await techBidAction(db, ann, id, bid, now);
    const boBid = await techBidAction(db, bo, id, bid, now);
    await techBidAction(
      db,
      bo,
      id,
      { ...bid, action: "change", price: "230" },
      now,
    );
    const boId = (boBid.body as { bid: { publicId: string } }).bid.publicId;
    await deskProblemAction(
      db,
      staff,
      {
        action: "remove",
        kind: "bid",
        id: boId,
        reason: "A phone number in the message.",
      },
      now,
    );
    return {
      id,
      annBid: (annBid.body as { bid: { publicId: string } }).bid.publicId,
    };
  }

  it("hands the Client the Techs' public names, never an address, and says the history as sentences", async () => {
    const { db } = connection();
    const { id } = await bidOn();
    const reply = await clientProblem(db, client, id);
    expectNone(reply, [
      ...annDetails.slice(0, 1),
      ...boDetails.slice(0, 1),
      ...staffDetails,
    ]);
    expect(sentences(reply)).toEqual([
      "You posted the problem.",
      "Ann Lee sent a bid.",
      "Bo Chan sent a bid.",
      "Bo Chan changed their bid.",
      "Brightpath staff removed Bo Chan's bid. A phone number in the message.",
    ]);
  });

  it("calls the Client 'the client' to a Tech before acceptance, and shows no other Tech", async () => {
    const { db } = connection();
    const { id } = await bidOn();
    const annView = await techProblem(db, ann, id);
    expectNone(annView, [...clientDetails, ...boDetails, ...staffDetails]);
    expect(sentences(annView)).toEqual([
      "The client posted the problem.",
      "You sent a bid.",
    ]);
    const boView = await techProblem(db, bo, id);
    expectNone(boView, [...clientDetails, ...annDetails, ...staffDetails]);
    expect(sentences(boView)).toEqual([
      "The client posted the problem.",
      "You sent a bid.",
      "You changed your bid.",
      "Brightpath staff removed your bid. A phone number in the message.",
    ]);
  });

  it("lists an acceptance once, gives the chosen Tech the Client's details, and nobody else's", async () => {
    const { db } = connection();
    const { id, annBid } = await bidOn();
    await clientProblemAction(
      db,
      client,
      id,
      { action: "accept", bid: annBid },
      now,
    );

    const clientView = await clientProblem(db, client, id);
    expectNone(clientView, [
      "ann@example.com",
      "bo@example.com",
      ...staffDetails,
    ]);
    expect(sentences(clientView).slice(-1)).toEqual([
      "You accepted Ann Lee's bid.",
    ]);

    const annView = await techProblem(db, ann, id);
    expectNone(annView, [...boDetails, ...staffDetails]);
    expect(annView.body).toMatchObject({
      client: {
        name: "Cleo Park",
        phone: "347-555-0100",
        email: "cleo@example.com",
      },
    });
    expect(sentences(annView)).toEqual([
      "The client posted the problem.",
      "You sent a bid.",
      "The client accepted your bid.",
    ]);
    expectNone(await bookingsOfTech(db, ann.uid, now), [
      ...boDetails,
      ...staffDetails,
    ]);

    const boView = await techProblem(db, bo, id);
    expectNone(boView, [...clientDetails, ...annDetails, ...staffDetails]);
    expect(sentences(boView).slice(-1)).toEqual(["The client accepted a bid."]);
  });

  it("hands a home visit's address, with its map link, to its assigned Tech only, and none for remote work (docs/product.md §21.8)", async () => {
    const { db } = connection();
    const visit = {
      ...details,
      address1: "9 Oak Ave",
      city: "Queens",
      state: "NY",
      zip: "11101",
    };
    for (const [reference, slugs] of [
      ["BP-HOMEAA", ["printer-installation"]],
      ["BP-REMOTE", ["computer-tuneup"]],
    ] as const) {
      await createBooking(db, {
        details: visit,
        booked: repriceServices([...slugs], contentCatalogue),
        draw: () => reference,
        now,
      });
      await db
        .update(bookings)
        .set({ assignedTechUid: ann.uid })
        .where(eq(bookings.reference, reference));
    }
    const annList = await bookingsOfTech(db, ann.uid, now);
    expect(
      annList.map((b) => ({ reference: b.reference, visit: b.visit })),
    ).toEqual([
      { reference: "BP-REMOTE", visit: null },
      {
        reference: "BP-HOMEAA",
        visit: {
          address: "9 Oak Ave, Queens, NY 11101",
          map: "https://www.google.com/maps/search/?api=1&query=9%20Oak%20Ave%2C%20Queens%2C%20NY%2011101",
        },
      },
    ]);
    expectNone(annList[0], ["9 Oak Ave", "Queens"]);
    expectNone(await bookingsOfTech(db, bo.uid, now), ["9 Oak Ave", "Queens"]);
  });
});
