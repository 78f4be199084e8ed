import * as v from "valibot";
import {
  bidActionSchema,
  clientActionSchema,
  deskProblemActionSchema,
  publicIdOf,
} from "@/lib/problems/actions";
import {
  acceptRefusals,
  bidRefusals,
  closeRefusals,
  invalid,
  missing,
  removeRefusal,
} from "@/lib/problems/refusals";

const statusOf = (table: Record<string, { status: number }>) =>
  Object.fromEntries(
    Object.entries(table).map(([reason, { status }]) => [reason, status]),
  );

describe("the answers of the problems routes", () => {
  it("gives 404 for what the caller may not see and 409 for a state that no longer allows the action", () => {
    expect(statusOf(bidRefusals)).toEqual({
      "not-found": 404,
      closed: 409,
      own: 409,
      full: 409,
      already: 409,
      "not-allowed": 409,
      stale: 409,
    });
    expect(statusOf(acceptRefusals)).toEqual({
      "not-found": 404,
      closed: 409,
      "not-allowed": 409,
    });
    expect(statusOf(closeRefusals)).toEqual({
      "not-found": 404,
      "not-allowed": 409,
    });
    expect(
      [
        removeRefusal("not-found", "bid"),
        removeRefusal("not-allowed", "bid"),
      ].map((refused) => refused.status),
    ).toEqual([404, 409]);
  });

  it("says each refusal in a sentence, the same for anything hidden as for nothing at all", () => {
    expect(missing("bid")).toEqual({
      status: 404,
      body: {
        error: "There is no such bid, or it is not yours to see.",
        reason: "not-found",
      },
    });
    expect(bidRefusals["not-found"]).toEqual(missing("problem"));
    expect(bidRefusals.full.body.error).toBe(
      "This problem already has 5 bids waiting for the Client; it takes no more until one is withdrawn.",
    );
    expect(invalid("Say what to remove.")).toEqual({
      status: 400,
      body: { error: "Say what to remove.", reason: "invalid" },
    });
  });

  it("reads a raw body into an action, or the sentence that says what is missing", () => {
    const first = (schema: v.GenericSchema, body: unknown) => {
      const parsed = v.safeParse(schema, body);
      return parsed.success ? parsed.output : parsed.issues[0].message;
    };
    const bid = "abcdefghijkmnpqr";
    expect(first(clientActionSchema, { action: "accept", bid })).toEqual({
      action: "accept",
      bid,
    });
    for (const body of [null, "close", { action: "accept" }, { bid }]) {
      expect(first(clientActionSchema, body)).toBe(
        "Say which bid to accept, or close the problem.",
      );
    }
    expect(first(bidActionSchema, { action: "bid", price: 90 })).toEqual({
      action: "bid",
    });
    expect(first(bidActionSchema, [])).toBe(
      "Send a bid, change it or withdraw it.",
    );
    // Assigning a Tech moved to the booking's own detail (docs/product.md §15.14).
    expect(
      first(deskProblemActionSchema, {
        action: "assign",
        reference: "BP-ABCDEF",
        handle: "ann",
      }),
    ).toBe("Say what to remove.");
    expect(
      first(deskProblemActionSchema, {
        action: "remove",
        kind: "bid",
        id: bid,
        reason: "x".repeat(1001),
      }),
    ).toBe(
      "Give the reason, in at most 1,000 characters: it is sent to its author.",
    );
    expect(first(deskProblemActionSchema, { action: "remove", id: bid })).toBe(
      "Say what to remove.",
    );
    expect([publicIdOf(bid), publicIdOf("ABCDEFGHIJKMNPQR")]).toEqual([
      bid,
      undefined,
    ]);
  });
});
