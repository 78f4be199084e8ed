import {
  isReviewToken,
  reviewChoiceProblem,
  reviewTargetPath,
  reviewLinkExpiry,
  reviewLinkOpen,
  reviewLinkUrl,
} from "@/lib/cms/review-links";

// A review link opens its draft for seven days from when the team made it.
const made = new Date("2026-12-04T15:00:00.000Z");

describe("a review link's expiry", () => {
  it("is seven days after it was made", () => {
    expect(reviewLinkExpiry(made).toISOString()).toBe(
      "2026-12-11T15:00:00.000Z",
    );
  });

  it.each([
    ["2026-12-04T15:00:00.000Z", true],
    ["2026-12-11T14:59:59.999Z", true],
    ["2026-12-11T15:00:00.000Z", false],
    ["2026-12-11T15:00:00.001Z", false],
    ["2027-01-01T00:00:00.000Z", false],
  ])("at %s the link opens: %s", (now, open) => {
    expect(reviewLinkOpen("2026-12-11T15:00:00.000Z", new Date(now))).toBe(
      open,
    );
    expect(
      reviewLinkOpen(new Date("2026-12-11T15:00:00.000Z"), new Date(now)),
    ).toBe(open);
  });

  it.each([undefined, "", "not a date"])(
    "a link without a readable expiry (%p) opens nothing",
    (expiresAt) => {
      expect(reviewLinkOpen(expiresAt, made)).toBe(false);
    },
  );
});

describe("a review link's token", () => {
  it.each([
    ["A".repeat(43), true],
    ["abcdefghijklmnopqrstuvwxyz0123456789-_ABCDE", true],
    ["A".repeat(42), false],
    ["A".repeat(44), false],
    [`${"A".repeat(42)}=`, false],
    [`${"A".repeat(42)}/`, false],
    [undefined, false],
    [42, false],
  ])("%p has a token's shape: %s", (value, shaped) => {
    expect(isReviewToken(value)).toBe(shaped);
  });

  it("is sent to the reviewer in a link to the review route", () => {
    expect(reviewLinkUrl("https://example.com", "A".repeat(43))).toBe(
      `https://example.com/admin/preview/review?token=${"A".repeat(43)}`,
    );
  });
});

describe("what a review link shows", () => {
  it.each([
    [7, null, undefined],
    [null, { relationTo: "stay-safe", value: 2 }, undefined],
    [null, null, "none"],
    [undefined, undefined, "none"],
    ["", undefined, "none"],
    [7, { relationTo: "stay-safe", value: 2 }, "both"],
  ])("service %p and page %p: %p", (service, page, problem) => {
    expect(reviewChoiceProblem(service, page)).toBe(problem);
  });

  it.each([
    [{ kind: "service", slug: "printer-setup" }, "/services/printer-setup"],
    [{ kind: "stay-safe", key: "stay-safe" }, "/stay-safe"],
    [{ kind: "policies", key: "cancellation" }, "/cancellation-policy"],
    [{ kind: "home", key: "home" }, "/"],
  ] as const)("%p opens at %s", (target, path) => {
    expect(reviewTargetPath(target)).toBe(path);
  });
});
