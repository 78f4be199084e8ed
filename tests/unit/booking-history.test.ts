import { historyText } from "@/lib/bookings/manage";
import { bookingActions } from "@/lib/bookings/status";

// The manage view's history as the customer reads it (docs/product.md §13.3):
// what happened and by whom, never a stored code.
const at = new Date("2026-12-01T14:00:00Z");
const entry = (action: string, actor = "visitor", fee: number | null = null) =>
  historyText({ at, actor, action, toStatus: "confirmed", fee });

describe("historyText", () => {
  it("reads a booking made on a slot, a move and a change as sentences", () => {
    expect(entry("book_slot")).toBe("Booked and confirmed by you");
    expect(entry("book_slot", "account")).toBe("Booked and confirmed by you");
    expect(entry("reschedule")).toBe("Moved by you");
    expect(entry("reschedule", "visitor", 25)).toBe("Moved by you, fee $25");
    expect(entry("confirm", "staff ann@example.com")).toBe(
      "Time confirmed by us",
    );
    expect(entry("assign", "staff ann@example.com")).toBe(
      "Technician assigned by us",
    );
    expect(entry("accept bid", "account")).toBe(
      "Booked from an accepted bid by you",
    );
  });

  it("has words for every action a booking's history is written with", () => {
    const written = [
      ...bookingActions,
      "request",
      "book_slot",
      "assign",
      "accept bid",
      "remote_request",
      "remote_start",
    ];
    for (const action of written) {
      const text = entry(action);
      expect(text).not.toContain("_");
      expect(text).toMatch(/^[A-Z][a-z]/);
      expect(text).not.toMatch(/^Changed /);
    }
  });

  it("says an action it has no words for changed the booking, never its code", () => {
    expect(entry("some_new_step", "system")).toBe("Changed automatically");
  });
});
