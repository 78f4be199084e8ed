import { historyLine } from "@/lib/desk/history";
import type { HistoryEntry } from "@/lib/desk/payloads";

const labels: Record<string, string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};
const state = (status: string) => labels[status] ?? status;
const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  at: "2026-11-24T15:00:00.000Z",
  actor: "visitor",
  action: "request",
  fromStatus: null,
  toStatus: "requested",
  note: null,
  fee: null,
  ...over,
});

describe("the desk's history says what changed", () => {
  it("a confirmation with its time in New York, and who confirmed", () => {
    expect(
      historyLine(
        entry({
          actor: "staff ann@example.com",
          action: "confirm",
          fromStatus: "requested",
          toStatus: "confirmed",
          change: {
            fromDate: null,
            fromWindow: null,
            fromStartsAt: null,
            toDate: null,
            toWindow: null,
            startsAt: "2026-12-01T14:00:00.000Z",
          },
        }),
        state,
      ),
    ).toBe(
      "staff ann@example.com confirmed it for Tue, Dec 1, 2026, 9:00 AM ET.",
    );
  });

  it("a move to a free start, from one confirmed time to the other (docs/product.md §23.10)", () => {
    expect(
      historyLine(
        entry({
          action: "reschedule",
          fromStatus: "confirmed",
          toStatus: "confirmed",
          fee: 0,
          change: {
            fromDate: "2026-12-01",
            fromWindow: "morning",
            fromStartsAt: "2026-12-01T14:00:00.000Z",
            toDate: "2026-12-02",
            toWindow: "afternoon",
            startsAt: "2026-12-02T18:00:00.000Z",
          },
        }),
        state,
      ),
    ).toBe(
      "the visitor moved it from Tue, Dec 1, 2026, 9:00 AM ET to Wed, Dec 2, 2026, 1:00 PM ET, Confirmed. Fee recorded: $0.",
    );
  });

  it("a change from a confirmed time to a new window, with its fee", () => {
    expect(
      historyLine(
        entry({
          action: "change",
          fromStatus: "confirmed",
          toStatus: "requested",
          fee: 25,
          change: {
            fromDate: "2026-12-01",
            fromWindow: "morning",
            fromStartsAt: "2026-12-01T14:00:00.000Z",
            toDate: "2026-12-03",
            toWindow: "evening",
            startsAt: null,
          },
        }),
        state,
      ),
    ).toBe(
      "the visitor changed it from the appointment confirmed for Tue, Dec 1, 2026, 9:00 AM ET (asked for Tue, Dec 1, 2026, Morning (8–12)) to Thu, Dec 3, 2026, Evening (5–9); it awaits confirmation again. Fee recorded: $25.",
    );
  });

  it("a cancellation with its fee, and a first request", () => {
    expect(
      historyLine(
        entry({
          action: "cancel",
          fromStatus: "confirmed",
          toStatus: "cancelled",
          fee: 0,
          actor: "staff ann@example.com",
        }),
        state,
      ),
    ).toBe("staff ann@example.com cancelled it. Fee recorded: $0.");
    expect(historyLine(entry({}), state)).toBe(
      "the visitor sent it (Requested).",
    );
  });
});
