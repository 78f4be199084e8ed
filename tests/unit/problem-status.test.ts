import {
  actors,
  bidActions,
  bidStatuses,
  bidTransitions,
  problemActions,
  problemStatuses,
  problemTransitions,
  type BidAction,
  type BidStatus,
  type ProblemAction,
  type ProblemStatus,
} from "@/lib/problems/status";
import { transition } from "@/lib/transitions";

// Written out by hand from docs/product.md §18: per action, what each actor
// gets, in the order client, tech, other_tech, staff, system; "-" is refused.
type Row = [string, string, string, string, string];

const problems: Record<ProblemStatus, Record<ProblemAction, Row>> = {
  open: {
    accept: ["accepted", "-", "-", "-", "-"],
    close: ["closed", "-", "-", "-", "-"],
    expire: ["-", "-", "-", "-", "expired"],
    remove: ["-", "-", "-", "closed", "-"],
  },
  accepted: {
    accept: ["-", "-", "-", "-", "-"],
    close: ["-", "-", "-", "-", "-"],
    expire: ["-", "-", "-", "-", "-"],
    remove: ["-", "-", "-", "-", "-"],
  },
  closed: {
    accept: ["-", "-", "-", "-", "-"],
    close: ["-", "-", "-", "-", "-"],
    expire: ["-", "-", "-", "-", "-"],
    remove: ["-", "-", "-", "-", "-"],
  },
  expired: {
    accept: ["-", "-", "-", "-", "-"],
    close: ["-", "-", "-", "-", "-"],
    expire: ["-", "-", "-", "-", "-"],
    remove: ["-", "-", "-", "-", "-"],
  },
};

const bids: Record<BidStatus, Record<BidAction, Row>> = {
  pending: {
    change: ["-", "pending", "-", "-", "-"],
    withdraw: ["-", "withdrawn", "-", "-", "-"],
    accept: ["accepted", "-", "-", "-", "-"],
    decline: ["-", "-", "-", "-", "declined"],
    remove: ["-", "-", "-", "declined", "-"],
  },
  accepted: {
    change: ["-", "-", "-", "-", "-"],
    withdraw: ["-", "-", "-", "-", "-"],
    accept: ["-", "-", "-", "-", "-"],
    decline: ["-", "-", "-", "-", "-"],
    remove: ["-", "-", "-", "-", "-"],
  },
  declined: {
    change: ["-", "-", "-", "-", "-"],
    withdraw: ["-", "-", "-", "-", "-"],
    accept: ["-", "-", "-", "-", "-"],
    decline: ["-", "-", "-", "-", "-"],
    remove: ["-", "-", "-", "-", "-"],
  },
  withdrawn: {
    change: ["-", "-", "-", "-", "-"],
    withdraw: ["-", "-", "-", "-", "-"],
    accept: ["-", "-", "-", "-", "-"],
    decline: ["-", "-", "-", "-", "-"],
    remove: ["-", "-", "-", "-", "-"],
  },
};

describe("the problem's transition table", () => {
  for (const status of problemStatuses) {
    for (const action of problemActions) {
      actors.forEach((actor, i) => {
        const want = problems[status][action][i];
        it(`${status} × ${action} × ${actor} → ${want}`, () => {
          expect(
            transition(problemTransitions, status, action, actor) ?? "-",
          ).toBe(want);
        });
      });
    }
  }
});

describe("the bid's transition table", () => {
  for (const status of bidStatuses) {
    for (const action of bidActions) {
      actors.forEach((actor, i) => {
        const want = bids[status][action][i];
        it(`${status} × ${action} × ${actor} → ${want}`, () => {
          expect(transition(bidTransitions, status, action, actor) ?? "-").toBe(
            want,
          );
        });
      });
    }
  }
});
