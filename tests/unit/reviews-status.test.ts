import {
  reviewActions,
  reviewActors,
  reviewTransitions,
  type ReviewAction,
} from "@/lib/reviews/status";
import { transition } from "@/lib/transitions";

// Every state × action × actor, written out by hand from docs/product.md
// §24.6: [customer, tech, staff, system], "-" is refused.
const expected: Record<
  "none" | "new" | "kept" | "hidden",
  Record<ReviewAction, [string, string, string, string]>
> = {
  none: {
    write: ["new", "-", "-", "-"],
    edit: ["-", "-", "-", "-"],
    keep: ["-", "-", "-", "-"],
    hide: ["-", "-", "-", "-"],
    reply: ["-", "-", "-", "-"],
    erase: ["-", "-", "-", "-"],
  },
  new: {
    write: ["-", "-", "-", "-"],
    edit: ["new", "-", "-", "-"],
    keep: ["-", "-", "kept", "-"],
    hide: ["-", "-", "hidden", "-"],
    reply: ["-", "new", "-", "-"],
    erase: ["-", "-", "-", "new"],
  },
  kept: {
    write: ["-", "-", "-", "-"],
    edit: ["new", "-", "-", "-"],
    keep: ["-", "-", "-", "-"],
    hide: ["-", "-", "hidden", "-"],
    reply: ["-", "kept", "-", "-"],
    erase: ["-", "-", "-", "kept"],
  },
  hidden: {
    write: ["-", "-", "-", "-"],
    edit: ["-", "-", "-", "-"],
    keep: ["-", "-", "kept", "-"],
    hide: ["-", "-", "-", "-"],
    reply: ["-", "-", "-", "-"],
    erase: ["-", "-", "-", "hidden"],
  },
};

describe("the review transition table (docs/product.md §24.6)", () => {
  const cases = Object.entries(expected).flatMap(([status, row]) =>
    reviewActions.flatMap((action) =>
      reviewActors.map(
        (actor, index) => [status, action, actor, row[action][index]] as const,
      ),
    ),
  );

  it("covers every state, action and actor", () => {
    expect(cases).toHaveLength(4 * 6 * 4);
  });

  it.each(cases)("%s + %s by %s → %s", (status, action, actor, to) => {
    expect(
      transition(
        reviewTransitions,
        status as keyof typeof expected,
        action,
        actor,
      ) ?? "-",
    ).toBe(to);
  });
});
