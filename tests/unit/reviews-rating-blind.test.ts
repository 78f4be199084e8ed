/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { reviewEligibility } from "@/lib/reviews/eligibility";
import {
  composeReviewHidden,
  composeReviewInvitation,
} from "@/lib/reviews/mail";

// Who is invited and what is hidden never depend on the rating
// (docs/product.md §24.3): the modules that decide them do not read it, and
// their pure parts take nothing that could carry it. The database tests
// (tests/unit/db/reviews.test.ts) run the same flows with 1 and 5 stars.

const root = path.join(__dirname, "..", "..");

/** The code without its comments and the contents of its strings. */
function code(file: string): string {
  return readFileSync(path.join(root, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/"(?:[^"\\\n]|\\.)*"/g, '""')
    .replace(/'(?:[^'\\\n]|\\.)*'/g, "''")
    .replace(/`(?:[^`\\]|\\.)*`/g, "``");
}

const deciders = [
  "lib/reviews/status.ts",
  "lib/reviews/eligibility.ts",
  "lib/reviews/link.ts",
  "lib/reviews/mail.ts",
  "lib/server/reviews/invite.ts",
  "lib/server/reviews/desk.ts",
  "lib/server/reviews/store.ts",
  "lib/server/bookings/changes.ts",
  "lib/server/desk/actions.ts",
];

describe("the rating decides nothing about invitations and moderation", () => {
  it.each(deciders)("%s does not read a rating", (file) => {
    expect(code(file)).not.toMatch(/rating/i);
  });

  it("the stripped code still holds what it reads", () => {
    expect(code("lib/server/reviews/desk.ts")).toMatch(/hiddenReason/);
    expect(code("lib/reviews/rating.ts")).toMatch(/\.rating/);
  });

  it("eligibility reads the booking and the review's state, not its stars", () => {
    const ask = (review: unknown) =>
      reviewEligibility({
        booking: {
          status: "completed",
          completedAt: new Date("2026-03-01T00:00:00Z"),
          accountUid: "uid-ann",
        },
        review: review as { status: "new"; edits: number },
        viewerUid: "uid-ann",
        now: new Date("2026-03-02T00:00:00Z"),
        intent: "edit",
      });
    expect(ask({ status: "new", edits: 0, rating: 1 })).toEqual(
      ask({ status: "new", edits: 0, rating: 5 }),
    );
  });

  it("the mails take no rating", () => {
    const invited = {
      to: "a@example.com",
      firstName: "Ann",
      reference: "BP-ABC123",
      services: ["Computer Tune-Up"],
      techName: null,
      link: "https://example.com/reviews/t",
      lastDay: "2026-04-30",
    };
    expect(composeReviewInvitation({ ...invited, rating: 1 } as never)).toEqual(
      composeReviewInvitation({ ...invited, rating: 5 } as never),
    );
    const hidden = {
      to: "a@example.com",
      reference: "BP-ABC123",
      reasonLabel: "It is off-topic",
      body: "",
    };
    expect(composeReviewHidden({ ...hidden, rating: 1 } as never)).toEqual(
      composeReviewHidden({ ...hidden, rating: 5 } as never),
    );
  });
});
