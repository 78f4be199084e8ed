import { business, type Business } from "@/data/business";
import { company } from "@/data/company";
import {
  cancellationPolicy,
  privacyPolicy,
  refundPolicy,
  termsOfService,
} from "@/data/content/policies/en";
import type { PolicyDocument } from "@/data/content/policies/policy";

const text = (policy: PolicyDocument) =>
  [
    policy.intro,
    ...policy.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
  ].join("\n");

// Deliberately unlike the real constants, so a retyped number cannot pass.
const other: Business = {
  ...business,
  membership: { termMonths: 7, autoRenews: true },
  backup: { discMaxGb: 13 },
  repair: { hardwareRepair: false, costlyAfterYears: 6 },
  trainingSessionPrice: 61,
  chargedPer: "visit",
  minimumAge: 21,
  cancellation: { freeUntilHours: 48, lateFee: 17, fullChargeWithinHours: 5 },
  rescheduling: { freeUntilHours: 9, lateFee: 11, appliesTo: "on-site visits" },
  refund: { windowDays: 45, requestBy: "letter", creditWithinBusinessDays: 8 },
};

describe("policy text builders render the numbers they are given", () => {
  it("cancellation policy", () => {
    const t = text(cancellationPolicy(other));
    expect(t).toContain("free of charge up to 48 hours before");
    expect(t).toContain(
      "within 48 hours of your appointment, a late cancellation fee of $17",
    );
    expect(t).toContain("at least 5 hours before");
    expect(t).toContain("up to 9 hours before it starts");
    expect(t).toContain("within 9 hours of its start costs $11");
    expect(t).toContain("applies to on-site visits only");
    expect(t).not.toMatch(/\b24 hours (before|of)|\$25\b/);
  });

  it("cancellation policy: cancelling and changing are done online, and link there", () => {
    const policy = cancellationPolicy();
    const t = text(policy);
    expect(t).toContain("Do it yourself online");
    expect(t).toContain("Choose Cancel booking or Change date or time");
    expect(t).toContain("nothing is paid on this site");
    expect(policy.sections.map((s) => s.link?.href)).toContain("/bookings");
  });

  it("refund policy", () => {
    const t = text(refundPolicy(other));
    expect(t).toContain("within 45 days");
    expect(t).toContain("requested by letter");
    expect(t).toContain("within 8 business days");
    expect(t).not.toMatch(/\b30 days|\b5 business days/);
  });

  it("terms of service, linking to the refund policy", () => {
    const terms = termsOfService(other);
    const t = text(terms);
    expect(t).toContain("at least 21 years old");
    expect(t).toContain("charged per visit");
    expect(t).toContain("costs $61");
    expect(t).toContain(
      "last 7 months from the date you register and renew automatically",
    );
    expect(t).toContain("limited to 13 GB");
    expect(t).toContain("more than 6 years old");
    expect(t).toContain("do not repair hardware");
    expect(t).toContain("valid from the date you register");
    expect(t).toContain("customer portal");
    expect(t).toContain("within 45 days");
    expect(terms.sections.some((s) => s.link?.href === "/refund-policy")).toBe(
      true,
    );
    expect(t).not.toMatch(/\$89|\b18 years|\b10 GB/);
  });

  it("privacy policy names both account types, permission, hours and data location", () => {
    const t = text(
      privacyPolicy(other, {
        ...company,
        hoursLong: "around the clock",
        dataLocation: "Canada",
      }),
    );
    expect(t).toContain("Client account");
    expect(t).toContain("Tech account");
    expect(t).toContain("restrict which Techs can see the problem");
    expect(t).toContain("bids on problems");
    expect(t).toContain("public profile");
    expect(t).toContain("only start a remote session with your permission");
    expect(t).toContain("around the clock");
    expect(t).toContain("servers in Canada");
    expect(t).toContain("at least 21 years old to create an account");
    expect(t).toContain("from anyone under 21, including children under 13");
    expect(t).not.toMatch(/\b18\b/);
  });

  it("privacy policy says what a request sends, to whom, and what is kept", () => {
    const t = text(
      privacyPolicy(business, { ...company, email: "desk@example.org" }),
    );
    expect(t).toContain(
      "e-mails it to Brightpath IT Support at desk@example.org",
    );
    expect(t).toContain(
      "e-mails you, at the address you typed, about that request only",
    );
    expect(t).toContain("The website keeps each request in its database");
    expect(t).toContain("Only our staff, signed in to our staff desk");
    expect(t).toContain(
      "We erase your name, phone number, e-mail address, street address, notes and message 24 months after the last change",
    );
    expect(t).toContain("counts, for 10 minutes, the requests");
    expect(t).toContain("removed once your request is sent");
    expect(t).not.toContain("do not send anything to our servers");
  });
});
