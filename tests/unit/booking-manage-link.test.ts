/** @jest-environment node */
import { signAccessToken } from "@/lib/bookings/access-token";
import {
  lastStartOf,
  manageLinkOpens,
  manageLinkReference,
  manageLinkUrl,
  signManageLink,
} from "@/lib/bookings/manage-link";

const secret = "a-test-secret-of-thirty-two-chars!!";
const day = 24 * 3600_000;
// Confirmed for 9:00 AM in New York on Dec 1, 2026 (14:00 UTC).
const booking = {
  reference: "BP-7K3Q9M",
  startsAt: new Date("2026-12-01T14:00:00Z"),
  lastConfirmedStart: new Date("2026-12-01T14:00:00Z"),
  preferredDate: "2026-11-28",
};
const token = signManageLink(booking.reference, secret);

describe("the manage link of a booking's mails (docs/product.md §21.2)", () => {
  it("opens its booking until 30 days after the last start, and not a millisecond later", () => {
    const end = new Date("2026-12-31T14:00:00Z");
    expect(
      manageLinkOpens(token, booking, {
        secret,
        now: new Date("2026-11-25T10:00:00Z"),
      }),
    ).toBe(true);
    expect(
      manageLinkOpens(token, booking, {
        secret,
        now: new Date(end.getTime() - 1),
      }),
    ).toBe(true);
    expect(manageLinkOpens(token, booking, { secret, now: end })).toBe(false);
    expect(
      manageLinkOpens(token, booking, {
        secret,
        now: new Date(end.getTime() + 400 * day),
      }),
    ).toBe(false);
  });

  it("counts from the latest start: confirmed, kept through a change, or the end of the preferred day in New York", () => {
    expect(lastStartOf(booking)).toEqual(new Date("2026-12-01T14:00:00Z"));
    // Moved to a later preferred date after a confirmed time: that date counts.
    expect(
      lastStartOf({ ...booking, startsAt: null, preferredDate: "2026-12-10" }),
    ).toEqual(new Date("2026-12-11T05:00:00Z"));
    // Requested, never confirmed: midnight at the end of the preferred day.
    expect(
      lastStartOf({
        reference: "BP-7K3Q9M",
        startsAt: null,
        preferredDate: "2026-07-04",
      }),
    ).toEqual(new Date("2026-07-05T04:00:00Z"));
  });

  it("refuses a tampered token: another reference in the payload, a changed signature, a cut token", () => {
    const [payload, mac] = token.split(".");
    const other = Buffer.from(
      JSON.stringify({ r: "BP-ZZZZZZ", p: "manage-link" }),
    ).toString("base64url");
    const flipped = `${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`;
    for (const bad of [
      `${other}.${mac}`,
      `${payload}.${flipped}`,
      payload,
      `${token}.x`,
      "",
      "x".repeat(600),
      42,
      undefined,
    ]) {
      expect(manageLinkReference(bad, secret)).toBeUndefined();
      expect(
        manageLinkOpens(bad, booking, {
          secret,
          now: new Date("2026-11-25T10:00:00Z"),
        }),
      ).toBe(false);
    }
  });

  it("refuses another booking's token, one signed with another secret, and a manage view's short token", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    const others = signManageLink("BP-ZZZZZZ", secret);
    expect(manageLinkReference(others, secret)).toBe("BP-ZZZZZZ");
    expect(manageLinkOpens(others, booking, { secret, now })).toBe(false);
    const foreign = signManageLink(booking.reference, `${secret}-other`);
    expect(manageLinkOpens(foreign, booking, { secret, now })).toBe(false);
    const short = signAccessToken(booking.reference, { secret, now });
    expect(manageLinkReference(short, secret)).toBeUndefined();
    expect(manageLinkOpens(short, booking, { secret, now })).toBe(false);
  });

  it("carries the token in the fragment, which no request sends to a server", () => {
    expect(manageLinkUrl("https://example.com", "abc.def")).toBe(
      "https://example.com/bookings#link=abc.def",
    );
    expect(
      manageLinkUrl("https://example.com", "abc.def", "confirmation"),
    ).toBe("https://example.com/bookings/confirmation#link=abc.def");
  });
});
