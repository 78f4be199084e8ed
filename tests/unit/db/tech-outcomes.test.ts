/** @jest-environment node */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { services } from "@/data/services";
import { sendNotificationsNow } from "@/lib/server/background";
import type { Database } from "@/lib/server/db/client";
import { notifications, techProfiles } from "@/lib/server/db/schema";
import { refreshPublicPages } from "@/lib/server/techs/refresh";
import {
  deskProfile,
  profileActionFromDesk,
  unknownProfile,
} from "@/lib/server/techs/desk";
import {
  handleFromEditor,
  ownProfile,
  photoFromEditor,
  saveFromEditor,
} from "@/lib/server/techs/editor";
import { grantTechRole, type ClaimsAuth } from "@/lib/server/techs/role";
import { eachEngine } from "./engines";

// What each route's function answers, reason by reason (the one route
// contract, lib/server/http.ts): the status, the reason, and whether the
// mail sender and the public pages were started.

jest.mock("@/lib/server/background", () => ({
  sendNotificationsNow: jest.fn(async () => {}),
}));
jest.mock("@/lib/server/techs/refresh", () => ({
  refreshPublicPages: jest.fn(),
}));

const sent = jest.mocked(sendNotificationsNow);
const refreshed = jest.mocked(refreshPublicPages);

// As a route would read it, once: these calls stand for the routes.
const now = new Date();
const tech = { uid: "uid-ada", email: "ada@example.com" };
const staff = { by: "staff boss@example.com", now };
const text = {
  handle: "ada-fixes",
  displayName: "Ada Lovelace",
  headline: "Home networks that stay up",
  about: "",
  skills: [services[0]!.slug],
  ownSkills: "",
  // Where the Tech works: ZIP codes are saved with the hours, not here.
  remote: true,
  years: "12",
  languages: "English",
};

async function versionOf(db: Database) {
  const [row] = await db
    .select({ version: techProfiles.version })
    .from(techProfiles)
    .where(eq(techProfiles.uid, tech.uid));
  return row!.version;
}

/** An account store of one account, as Firebase's admin API answers. */
function accounts(): ClaimsAuth & { claims: Record<string, unknown> } {
  const store = {
    claims: {} as Record<string, unknown>,
    getUserByEmail: async (email: string) => {
      if (email !== tech.email) {
        throw Object.assign(new Error("no user"), {
          code: "auth/user-not-found",
        });
      }
      return { uid: tech.uid, email, customClaims: store.claims };
    },
    setCustomUserClaims: async (_uid: string, claims: object | null) => {
      store.claims = { ...claims };
    },
  };
  return store as unknown as ClaimsAuth & { claims: Record<string, unknown> };
}

eachEngine((get) => {
  let db: Database;
  beforeEach(async () => {
    db = get().db;
    await db.execute("truncate tech_profiles, tech_events");
    sent.mockClear();
    refreshed.mockClear();
  });

  describe("the editor", () => {
    it("answers the own profile, null before the first save", async () => {
      expect(await ownProfile(db, tech)).toEqual({
        status: 200,
        body: { email: "ada@example.com", profile: null },
      });
    });

    it("saves: 200, or 400 invalid naming each wrong field; submit only when it is true", async () => {
      const wrong = await saveFromEditor(
        db,
        tech,
        { ...text, years: "old" },
        now,
      );
      expect(wrong).toMatchObject({
        status: 400,
        body: { reason: "invalid", errors: { years: expect.any(String) } },
      });
      expect(await saveFromEditor(db, tech, null, now)).toMatchObject({
        status: 400,
        body: { reason: "invalid" },
      });
      const draft = await saveFromEditor(
        db,
        tech,
        { ...text, submit: "yes" },
        now,
      );
      expect(draft).toMatchObject({
        status: 200,
        body: { profile: { status: "draft" } },
      });
      const sentForReview = await saveFromEditor(
        db,
        tech,
        {
          ...text,
          submit: true,
        },
        now,
      );
      expect(sentForReview).toMatchObject({
        status: 200,
        body: { profile: { status: "review" } },
      });
      expect(sent).not.toHaveBeenCalled();
    });

    it("checks a handle as it is typed: always 200, with the problem or none", async () => {
      expect(await handleFromEditor(db, tech, "ada-fixes")).toEqual({
        status: 200,
        body: { ok: true, problem: null },
      });
      expect(await handleFromEditor(db, tech, null)).toMatchObject({
        status: 200,
        body: { ok: false, problem: expect.stringContaining("Choose") },
      });
    });

    it("takes a photo: 413 too-large, 400 cut, 422 unreadable, 409 before the text is saved, then 200", async () => {
      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: "#3366cc" },
      })
        .png()
        .toBuffer();
      expect(await photoFromEditor(db, tech, "too-large", now)).toMatchObject({
        status: 413,
        body: { reason: "too-large" },
      });
      expect(await photoFromEditor(db, tech, "cut", now)).toMatchObject({
        status: 400,
        body: { reason: "cut" },
      });
      expect(
        await photoFromEditor(db, tech, Buffer.from("not a picture"), now),
      ).toMatchObject({ status: 422, body: { reason: "unreadable" } });
      expect(await photoFromEditor(db, tech, png, now)).toMatchObject({
        status: 409,
        body: { reason: "no-profile" },
      });
      await saveFromEditor(db, tech, text, now);
      expect(await photoFromEditor(db, tech, png, now)).toMatchObject({
        status: 200,
        body: { profile: { hasPhoto: true } },
      });
      expect(await photoFromEditor(db, tech, null, now)).toMatchObject({
        status: 200,
        body: { profile: { hasPhoto: false } },
      });
    });
  });

  describe("the desk", () => {
    it("answers an unknown profile 404, a known one 200", async () => {
      expect(unknownProfile).toMatchObject({
        status: 404,
        body: { reason: "not-found" },
      });
      expect(await deskProfile(db, "nobody")).toMatchObject({
        status: 404,
        body: { reason: "not-found" },
      });
      await saveFromEditor(db, tech, { ...text, submit: true }, now);
      expect(await deskProfile(db, tech.uid)).toMatchObject({
        status: 200,
        body: { uid: tech.uid, status: "review" },
      });
    });

    it("refuses 400 invalid, 404 not-found, 409 stale and not-allowed, and starts nothing", async () => {
      await saveFromEditor(db, tech, text, now);
      const version = await versionOf(db);
      const act = (uid: string, body: unknown) =>
        profileActionFromDesk(db, uid, body, staff);
      expect(await act(tech.uid, { action: "sell" })).toMatchObject({
        status: 400,
        body: { reason: "invalid" },
      });
      expect(
        await act("nobody", { action: "publish", expectedVersion: 1 }),
      ).toMatchObject({ status: 404, body: { reason: "not-found" } });
      expect(
        await act(tech.uid, { action: "publish", expectedVersion: version }),
      ).toMatchObject({ status: 409, body: { reason: "not-allowed" } });
      expect(
        await act(tech.uid, {
          action: "publish",
          expectedVersion: version + 1,
        }),
      ).toMatchObject({ status: 409, body: { reason: "stale" } });
      expect(sent).not.toHaveBeenCalled();
      expect(refreshed).not.toHaveBeenCalled();
    });

    it("publishes: 200 with the profile, the public pages drawn again and the Tech's mail sent", async () => {
      await saveFromEditor(db, tech, { ...text, submit: true }, now);
      const published = await profileActionFromDesk(
        db,
        tech.uid,
        { action: "publish", expectedVersion: await versionOf(db) },
        staff,
      );
      expect(published).toMatchObject({
        status: 200,
        body: { uid: tech.uid, status: "published" },
      });
      expect(refreshed).toHaveBeenCalledWith("ada-fixes");
      expect(sent).toHaveBeenCalledTimes(1);
      const queued = await db
        .select({ to: notifications.toAddress })
        .from(notifications);
      expect(queued).toEqual([{ to: "ada@example.com" }]);
    });
  });

  describe("the Tech role", () => {
    it("refuses 400 invalid and 404 not-found, and changes no claim", async () => {
      const auth = accounts();
      const reason = "Checked in person";
      expect(
        await grantTechRole(
          db,
          { email: "x", grant: true, reason },
          {
            ...staff,
            auth,
          },
        ),
      ).toMatchObject({ status: 400, body: { reason: "invalid" } });
      expect(
        await grantTechRole(
          db,
          { email: "bob@example.com", grant: true, reason },
          { ...staff, auth },
        ),
      ).toMatchObject({ status: 404, body: { reason: "not-found" } });
      expect(auth.claims).toEqual({});
      expect(sent).not.toHaveBeenCalled();
    });

    it("grants and removes: 200, the claim set and cleared, the mail sent, a removed Tech's page drawn again", async () => {
      const auth = accounts();
      const granted = await grantTechRole(
        db,
        { email: tech.email, grant: true, reason: "Checked in person" },
        { ...staff, auth },
      );
      expect(granted).toEqual({
        status: 200,
        body: { message: "ada@example.com is now a Tech.", uid: tech.uid },
      });
      expect(auth.claims).toEqual({ tech: true });
      expect(sent).toHaveBeenCalledTimes(1);
      expect(refreshed).not.toHaveBeenCalled();

      await saveFromEditor(db, tech, { ...text, submit: true }, now);
      const removed = await grantTechRole(
        db,
        { email: tech.email, grant: false, reason: "Left the company" },
        { ...staff, auth },
      );
      expect(removed).toMatchObject({
        status: 200,
        body: {
          message:
            "ada@example.com is no longer a Tech, and their profile is hidden.",
        },
      });
      expect(auth.claims).toEqual({});
      expect(sent).toHaveBeenCalledTimes(2);
      expect(refreshed).toHaveBeenCalledWith("ada-fixes");
    });
  });
});
