/** @jest-environment node */
import { eq, isNotNull } from "drizzle-orm";
import { services } from "@/data/services";
import {
  notifications,
  techEvents,
  techProfiles,
} from "@/lib/server/db/schema";
import {
  deskProfiles,
  profileActionFromDesk,
  staffProfileAction,
} from "@/lib/server/techs/desk";
import { checkHandle, saveProfile, savePhoto } from "@/lib/server/techs/editor";
import { publishedPhoto, publishedProfiles } from "@/lib/server/techs/public";
import { recordTechRole } from "@/lib/server/techs/role";
import { sendDueNotifications } from "@/lib/server/outbox";
import type { Composed } from "@/lib/mail/compose";
import type { Database } from "@/lib/server/db/client";
import { eachEngine } from "./engines";

const text = {
  handle: "ada-fixes",
  displayName: "Ada Lovelace",
  headline: "Home networks that stay up",
  about: "Printers, routers and patience.",
  skills: [services[0]!.slug],
  ownSkills: "",
  remote: true,
  years: "12",
  languages: "English",
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));

async function save(
  db: Database,
  change: Record<string, unknown> = {},
  { uid = "uid-ada", submit = true, minute = 0 } = {},
) {
  return saveProfile(db, {
    uid,
    email: `${uid}@example.com`,
    input: { ...text, ...change },
    submit,
    now: at(minute),
  });
}

async function row(db: Database, uid = "uid-ada") {
  const [found] = await db
    .select()
    .from(techProfiles)
    .where(eq(techProfiles.uid, uid));
  return found!;
}

// Staff act half an hour after the Tech's saves.
const staff = { by: "staff boss@example.com", now: at(30) };

eachEngine((get) => {
  let db: Database;
  beforeEach(async () => {
    db = get().db;
    await db.execute("truncate tech_profiles, tech_events");
  });

  it("saves a draft, then sends it for review; nothing is public before staff publish", async () => {
    const draft = await save(db, {}, { submit: false });
    expect(draft.ok && draft.profile.status).toBe("draft");
    const sent = await save(db, {}, { minute: 1 });
    expect(sent.ok && sent.profile.status).toBe("review");
    expect(await publishedProfiles(db)).toEqual([]);
  });

  it("refuses a handle another Tech has, whatever its case, and saves nothing", async () => {
    await save(db);
    const clash = await save(db, { handle: "ADA-Fixes" }, { uid: "uid-bob" });
    expect(clash).toEqual({
      ok: false,
      errors: { handle: expect.stringContaining("Another technician") },
    });
    expect(await checkHandle(db, "Ada-fixes", "uid-bob")).toContain(
      "Another technician",
    );
    expect(await checkHandle(db, "ada-fixes", "uid-ada")).toBeUndefined();
    expect(await checkHandle(db, "admin", "uid-bob")).toContain("kept");
    const rows = await db.select().from(techProfiles);
    expect(rows.map((r) => r.uid)).toEqual(["uid-ada"]);
  });

  it("saves nothing when a field is wrong, and says which", async () => {
    const result = await save(db, { about: "Mail me: ada@example.com" });
    expect(result).toEqual({
      ok: false,
      errors: { about: expect.stringContaining("e-mail address") },
    });
    expect(await db.select().from(techProfiles)).toEqual([]);
    expect(await db.select().from(techEvents)).toEqual([]);
  });

  it("publishes; a later change goes up for review while the public page keeps the published text", async () => {
    await save(db);
    const { version } = await row(db);
    const published = await staffProfileAction(
      db,
      "uid-ada",
      { action: "publish", expectedVersion: version },
      { ...staff, now: at(5) },
    );
    expect(published.ok).toBe(true);
    expect((await publishedProfiles(db)).map((p) => p.text.headline)).toEqual([
      "Home networks that stay up",
    ]);

    const changed = await save(
      db,
      { headline: "Now also phones" },
      { submit: false, minute: 6 },
    );
    expect(changed.ok && changed.profile.status).toBe("review");
    const [shown] = await publishedProfiles(db);
    expect(shown!.text.headline).toBe("Home networks that stay up");
    expect(shown!.memberSince).toBe(at(5).toISOString());
    expect(JSON.stringify(shown)).not.toContain("uid-ada");
    expect(JSON.stringify(shown)).not.toContain("@example.com");

    // The handle is the page's address once published.
    const moved = await save(db, { handle: "ada-new" }, { minute: 7 });
    expect(moved.ok).toBe(false);
  });

  it("hides with a reason: off the public list, the Tech e-mailed, the history says who", async () => {
    await save(db);
    await staffProfileAction(
      db,
      "uid-ada",
      { action: "publish", expectedVersion: (await row(db)).version },
      { ...staff, now: at(5) },
    );
    const hidden = await staffProfileAction(
      db,
      "uid-ada",
      {
        action: "hide",
        expectedVersion: (await row(db)).version,
        reason: "Prices for work off the site",
      },
      { ...staff, now: at(6) },
    );
    expect(hidden.ok && hidden.detail.status).toBe("hidden");
    expect(await publishedProfiles(db)).toEqual([]);
    const history = hidden.ok ? hidden.detail.history : [];
    expect(history.map((e) => [e.actor, e.action, e.toStatus])).toEqual([
      ["tech uid-ada@example.com", "create", "review"],
      ["staff boss@example.com", "publish", "published"],
      ["staff boss@example.com", "hide", "hidden"],
    ]);
    expect(history[2]!.note).toBe("Prices for work off the site");

    const sent: Composed[] = [];
    await sendDueNotifications(
      db,
      async (mail) => {
        sent.push(mail);
      },
      { now: () => at(31) },
    );
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ["uid-ada@example.com", "Your technician profile is published"],
      ["uid-ada@example.com", "Your technician profile is hidden"],
    ]);
    expect(sent[1]!.text).toContain("Prices for work off the site");
  });

  it("refuses a staff action on an older version, or one the table does not allow", async () => {
    await save(db, {}, { submit: false });
    const { version } = await row(db);
    expect(
      await profileActionFromDesk(
        db,
        "uid-ada",
        { action: "publish", expectedVersion: version },
        staff,
      ),
    ).toMatchObject({ status: 409, body: { reason: "not-allowed" } });
    await save(db, {}, { minute: 1 });
    expect(
      await profileActionFromDesk(
        db,
        "uid-ada",
        { action: "publish", expectedVersion: version },
        staff,
      ),
    ).toMatchObject({ status: 409, body: { reason: "stale" } });
    expect(
      await profileActionFromDesk(
        db,
        "nobody",
        { action: "publish", expectedVersion: 1 },
        staff,
      ),
    ).toMatchObject({ status: 404 });
  });

  it("replaces one field with a reason, in the draft and the published text, checked like the Tech's", async () => {
    await save(db);
    await staffProfileAction(
      db,
      "uid-ada",
      { action: "publish", expectedVersion: (await row(db)).version },
      staff,
    );
    const refused = await profileActionFromDesk(
      db,
      "uid-ada",
      {
        action: "replace",
        expectedVersion: (await row(db)).version,
        field: "headline",
        value: "Call 212-555-0100",
        reason: "x",
      },
      staff,
    );
    expect(refused).toMatchObject({ status: 400 });
    const replaced = await staffProfileAction(
      db,
      "uid-ada",
      {
        action: "replace",
        expectedVersion: (await row(db)).version,
        field: "headline",
        value: "Home networks",
        reason: "Claims about another company",
      },
      staff,
    );
    expect(replaced.ok && replaced.detail.status).toBe("published");
    const saved = await row(db);
    expect(saved.text.headline).toBe("Home networks");
    expect(saved.published!.headline).toBe("Home networks");
    const last = replaced.ok ? replaced.detail.history.at(-1) : undefined;
    expect(last).toMatchObject({
      actor: "staff boss@example.com",
      action: "replace",
      field: "headline",
    });
    expect(last!.note).toContain("Home networks that stay up");
  });

  it("serves only a published photo; a new one waits for review", async () => {
    await save(db);
    const photo = Buffer.from("RIFF....WEBPfake");
    await savePhoto(db, { uid: "uid-ada", email: null, photo, now: at(5) });
    expect(await publishedPhoto(db, "ada-fixes")).toBeUndefined();
    await staffProfileAction(
      db,
      "uid-ada",
      { action: "publish", expectedVersion: (await row(db)).version },
      staff,
    );
    expect(await publishedPhoto(db, "ada-fixes")).toEqual(photo);
    const after = await savePhoto(db, {
      uid: "uid-ada",
      email: null,
      photo: Buffer.from("other"),
      now: at(40),
    });
    expect(after!.status).toBe("review");
    expect(await publishedPhoto(db, "ada-fixes")).toEqual(photo);
    expect(
      await savePhoto(db, { uid: "uid-none", email: null, photo, now: at(40) }),
    ).toBeUndefined();
  });

  it("lists the desk's profiles awaiting review first", async () => {
    await save(db, {}, { uid: "uid-a", submit: false, minute: 1 });
    await save(db, { handle: "bob-b" }, { uid: "uid-b", minute: 2 });
    await save(db, { handle: "cy-c" }, { uid: "uid-c", minute: 3 });
    expect((await deskProfiles(db)).map((p) => p.uid)).toEqual([
      "uid-b",
      "uid-c",
      "uid-a",
    ]);
  });

  it("ends the Tech role with a reason: the profile is hidden, the history and an e-mail say why", async () => {
    await save(db);
    await staffProfileAction(
      db,
      "uid-ada",
      { action: "publish", expectedVersion: (await row(db)).version },
      staff,
    );
    const { hiddenHandle } = await recordTechRole(db, {
      uid: "uid-ada",
      email: "ada@example.com",
      grant: false,
      reason: "Left the company",
      by: "staff boss@example.com",
      now: at(40),
    });
    expect(hiddenHandle).toBe("ada-fixes");
    expect(await publishedProfiles(db)).toEqual([]);
    const events = await db.select().from(techEvents);
    expect(events.at(-1)).toMatchObject({
      action: "tech_removed",
      note: "Left the company",
    });
    const recipients = await db
      .select({
        address: notifications.toAddress,
        subject: notifications.subject,
      })
      .from(notifications)
      .where(isNotNull(notifications.toAddress))
      .orderBy(notifications.id);
    expect(recipients.at(-1)).toEqual({
      address: "ada@example.com",
      subject: "Your technician account has ended",
    });
  });
});
