/** @jest-environment node */
import { securityTxt, securityTxtLifetimeDays } from "@/lib/security-txt";

const builtAt = new Date("2026-03-01T12:00:00.000Z");
const fields = {
  contact: "security@example.org",
  canonical: "https://shop.example.org/.well-known/security.txt",
  builtAt,
};

describe("securityTxt (RFC 9116)", () => {
  it("writes Contact, Expires, Preferred-Languages and Canonical, one per line", () => {
    expect(securityTxt({ ...fields, lifetimeDays: 30 })).toBe(
      [
        "Contact: mailto:security@example.org",
        "Expires: 2026-03-31T12:00:00.000Z",
        "Preferred-Languages: en",
        "Canonical: https://shop.example.org/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });

  it("expires 180 days after the build by default, less than the year RFC 9116 allows", () => {
    expect(securityTxtLifetimeDays).toBe(180);
    expect(securityTxt(fields)).toContain(
      "\nExpires: 2026-08-28T12:00:00.000Z\n",
    );
  });

  it.each([
    ["an empty contact", { contact: "" }],
    ["a contact without @", { contact: "security.example.org" }],
    [
      "a contact that adds a field",
      { contact: "a@b.org\nContact: x@evil.test" },
    ],
    ["a relative canonical", { canonical: "/.well-known/security.txt" }],
    ["a canonical with a line break", { canonical: "https://a.test/\nx" }],
    ["no lifetime", { lifetimeDays: 0 }],
    ["a lifetime of a year", { lifetimeDays: 365 }],
    ["a fractional lifetime", { lifetimeDays: 1.5 }],
    ["an invalid build time", { builtAt: new Date("not a date") }],
  ])("refuses %s", (_, bad) => {
    expect(() => securityTxt({ ...fields, ...bad })).toThrow(RangeError);
  });
});
