/** @jest-environment node */
import { signDeskSession } from "@/lib/desk/session";
import { adminDestination } from "@/lib/cms/door";
import { cmsRoles } from "@/lib/cms/roles";
import {
  cmsSessionHours,
  signCmsPreview,
  signCmsSession,
  verifyCmsPreview,
  verifyCmsSession,
} from "@/lib/cms/session";

const secret = "s".repeat(32);
const now = new Date("2026-12-04T15:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("the CMS's cookie", () => {
  const cookie = signCmsSession("uid-1", { secret, now });

  it("names the account and when it was issued, until the exact edge of its hours", () => {
    expect(verifyCmsSession(cookie, { secret, now })).toEqual({
      uid: "uid-1",
      issuedAt: now,
    });
    const last = cmsSessionHours * 3_600_000 - 1;
    expect(cmsSessionHours).toBe(12);
    expect(verifyCmsSession(cookie, { secret, now: later(last) })?.uid).toBe(
      "uid-1",
    );
    expect(
      verifyCmsSession(cookie, { secret, now: later(last + 1) }),
    ).toBeUndefined();
    // Issued after the clock that reads it: not a cookie this server made.
    expect(
      verifyCmsSession(cookie, { secret, now: later(-1) }),
    ).toBeUndefined();
  });

  it("refuses another key, a forged or altered payload, and junk", () => {
    expect(
      verifyCmsSession(cookie, { secret: "t".repeat(32), now }),
    ).toBeUndefined();
    const [payload, mac] = cookie.split(".");
    const forged = `${Buffer.from(JSON.stringify({ u: "uid-2", i: now.getTime() })).toString("base64url")}.${mac}`;
    expect(verifyCmsSession(forged, { secret, now })).toBeUndefined();
    const altered = `${payload}.${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`;
    expect(verifyCmsSession(altered, { secret, now })).toBeUndefined();
    for (const junk of [undefined, "", ".", "a.b.c", "x".repeat(2000), 42]) {
      expect(verifyCmsSession(junk, { secret, now })).toBeUndefined();
    }
  });

  it("is never the desk's cookie, though both are signed with the same key", () => {
    const desk = signDeskSession("uid-1", { secret, now });
    expect(verifyCmsSession(desk, { secret, now })).toBeUndefined();
  });
});

describe("the editor's preview cookie, which the site's pages read in Draft Mode", () => {
  it("names the editor for 12 hours, and neither it nor the CMS's cookie passes for the other", () => {
    const preview = signCmsPreview("uid-1", { secret, now });
    expect(verifyCmsPreview(preview, { secret, now })?.uid).toBe("uid-1");
    expect(
      verifyCmsPreview(preview, { secret, now: later(12 * 3_600_000) }),
    ).toBeUndefined();
    expect(verifyCmsSession(preview, { secret, now })).toBeUndefined();
    const session = signCmsSession("uid-1", { secret, now });
    expect(verifyCmsPreview(session, { secret, now })).toBeUndefined();
  });
});

describe("cmsRoles", () => {
  it("reads the editor and publisher claims when they are exactly true", () => {
    expect(cmsRoles({ editor: true })).toEqual(["editor"]);
    expect(cmsRoles({ publisher: true, staff: true })).toEqual(["publisher"]);
    expect(cmsRoles({ editor: true, publisher: true })).toEqual([
      "editor",
      "publisher",
    ]);
  });

  it("grants nothing to a Client, staff, a Tech, or a claim that is not true", () => {
    for (const claims of [
      undefined,
      {},
      { staff: true },
      { tech: true },
      { editor: "true", publisher: 1 },
      { editor: false },
    ]) {
      expect(cmsRoles(claims)).toEqual([]);
    }
  });
});

describe("where the door goes once the cookie is set", () => {
  it("keeps a path of this site under /admin, with its query and fragment", () => {
    expect(adminDestination("/admin")).toBe("/admin");
    expect(adminDestination("/admin/collections/pages?page=2#top")).toBe(
      "/admin/collections/pages?page=2#top",
    );
  });

  it("goes to /admin for anything else, never another site", () => {
    for (const next of [
      null,
      undefined,
      "",
      "admin",
      "/administrator",
      "/staff",
      "//evil.example/admin",
      "/\\evil.example/admin",
      "https://evil.example/admin",
      "javascript:alert(1)",
      "/admin/../staff",
      "/admin/%2e%2e/staff",
      "/admin\t/x",
    ]) {
      expect(adminDestination(next)).toBe("/admin");
    }
  });
});
