/** @jest-environment node */
import { signAccessToken } from "@/lib/bookings/access-token";
import {
  deskSessionHours,
  signDeskSession,
  verifyDeskSession,
} from "@/lib/desk/session";

const secret = "s".repeat(32);
const now = new Date("2026-11-24T15:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("the desk's cookie", () => {
  const cookie = signDeskSession("uid-1", { secret, now });

  it("names the account and when it was issued, until it expires", () => {
    expect(verifyDeskSession(cookie, { secret, now })).toEqual({
      uid: "uid-1",
      issuedAt: now,
    });
    const last = deskSessionHours * 3_600_000 - 1;
    expect(verifyDeskSession(cookie, { secret, now: later(last) })?.uid).toBe(
      "uid-1",
    );
    expect(
      verifyDeskSession(cookie, { secret, now: later(last + 1) }),
    ).toBeUndefined();
    expect(
      verifyDeskSession(cookie, { secret, now: later(-1) }),
    ).toBeUndefined();
  });

  it("refuses another key, an altered payload, junk, and a booking's token made with the same key", () => {
    expect(
      verifyDeskSession(cookie, { secret: "t".repeat(32), now }),
    ).toBeUndefined();
    const [, mac] = cookie.split(".");
    const forged = `${Buffer.from(JSON.stringify({ u: "uid-2", i: now.getTime() })).toString("base64url")}.${mac}`;
    expect(verifyDeskSession(forged, { secret, now })).toBeUndefined();
    for (const junk of [undefined, "", ".", "a.b.c", "x".repeat(2000), 42]) {
      expect(verifyDeskSession(junk, { secret, now })).toBeUndefined();
    }
    const booking = signAccessToken("BP-7K3Q9M", { secret, now });
    expect(verifyDeskSession(booking, { secret, now })).toBeUndefined();
  });
});
