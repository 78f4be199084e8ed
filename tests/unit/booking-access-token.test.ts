/** @jest-environment node */
import { createHmac } from "node:crypto";
import {
  signAccessToken,
  verifyAccessToken,
} from "@/lib/bookings/access-token";

const secret = "a-test-secret-of-thirty-two-chars!!";
const now = new Date("2026-12-01T14:00:00Z");
const later = (minutes: number, seconds = 0) =>
  new Date(now.getTime() + minutes * 60_000 + seconds * 1000);

describe("access tokens for the manage view (docs/product.md §13.2)", () => {
  const token = signAccessToken("BP-7K3Q9M", { secret, now });

  it("opens the booking it was signed for until it expires", () => {
    expect(verifyAccessToken(token, { secret, now })).toBe("BP-7K3Q9M");
    expect(verifyAccessToken(token, { secret, now: later(29, 59) })).toBe(
      "BP-7K3Q9M",
    );
  });

  it("expires after 30 minutes", () => {
    expect(
      verifyAccessToken(token, { secret, now: later(30) }),
    ).toBeUndefined();
    expect(
      verifyAccessToken(token, { secret, now: later(60 * 24) }),
    ).toBeUndefined();
  });

  it("refuses another secret", () => {
    expect(
      verifyAccessToken(token, {
        secret: "another-secret-of-thirty-two-chars!",
        now,
      }),
    ).toBeUndefined();
  });

  it("refuses any change to the payload or the signature", () => {
    const [payload, mac] = token.split(".") as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ r: "BP-ZZZZZZ", e: later(60).getTime() }),
    ).toString("base64url");
    const flip = (s: string, i: number) =>
      s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
    for (const tampered of [
      `${forged}.${mac}`,
      `${flip(payload, 3)}.${mac}`,
      `${payload}.${flip(mac, 5)}`,
      `${payload}.${mac.slice(0, -1)}`,
      `${payload}.${mac}.extra`,
      `${payload}.`,
      `.${mac}`,
      payload,
      "",
      "BP-7K3Q9M",
      "x".repeat(10_000),
    ]) {
      expect(verifyAccessToken(tampered, { secret, now })).toBeUndefined();
    }
  });

  it("refuses what is not a string", () => {
    for (const value of [null, undefined, 1, {}, new Blob(["x"])]) {
      expect(verifyAccessToken(value, { secret, now })).toBeUndefined();
    }
  });

  it("refuses a well-signed payload of the wrong shape", () => {
    const payload = Buffer.from(JSON.stringify({ r: 1, e: "soon" })).toString(
      "base64url",
    );
    const mac = createHmac("sha256", secret)
      .update(payload)
      .digest("base64url");
    expect(
      verifyAccessToken(`${payload}.${mac}`, { secret, now }),
    ).toBeUndefined();
  });
});
