/** @jest-environment node */
import { sendNotificationsNow } from "@/lib/server/background";
import { changeBooking } from "@/lib/server/bookings/changes";
import type { Database } from "@/lib/server/db/client";
import { bookingAction } from "@/lib/server/desk/actions";

// The mapping alone: what changeBooking answers is given, so no database is
// opened and no mail is composed.
jest.mock("@/lib/server/background", () => ({
  sendNotificationsNow: jest.fn(),
}));
jest.mock("@/lib/server/bookings/changes", () => ({
  changeBooking: jest.fn(),
}));
jest.mock("@/lib/server/bookings/customer-mail", () => ({
  customerMailer: async () => () => undefined,
}));
jest.mock("@/lib/server/desk/queries", () => ({
  detailOf: async (_db: unknown, row: { reference: string }) => ({
    reference: row.reference,
  }),
}));

const changed = jest.mocked(changeBooking);
const sender = jest.mocked(sendNotificationsNow);
const db = {} as Database;
const staff = { by: "staff ann@example.com", now: new Date() };
const row = {
  reference: "BP-AAAAA2",
  status: "requested",
  version: 2,
  startsAt: null,
};
const decline = { action: "decline", expectedVersion: 1, note: "Too far." };

beforeEach(() => {
  changed.mockReset();
  sender.mockReset();
});

describe("a desk action on a booking answers each reason with its status", () => {
  it.each([
    ["not-found", 404, { ok: false, reason: "not-found" }],
    ["stale", 409, { ok: false, reason: "stale", booking: row }],
    ["not-allowed", 409, { ok: false, reason: "not-allowed", booking: row }],
  ] as const)("%s: %i, and no mail is sent", async (reason, status, result) => {
    changed.mockResolvedValue(result as never);
    const outcome = await bookingAction(db, row.reference, decline, staff);
    expect(outcome.status).toBe(status);
    expect(outcome.body).toMatchObject({ reason });
    expect(sender).not.toHaveBeenCalled();
  });

  it("a refused change carries the booking as it is now", async () => {
    changed.mockResolvedValue({
      ok: false,
      reason: "stale",
      booking: row,
    } as never);
    const outcome = await bookingAction(db, row.reference, decline, staff);
    expect(outcome.body).toMatchObject({ current: { reference: "BP-AAAAA2" } });
  });

  it("invalid: 400, and nothing is changed", async () => {
    const outcome = await bookingAction(
      db,
      row.reference,
      { action: "delete", expectedVersion: 1 },
      staff,
    );
    expect(outcome).toMatchObject({ status: 400, body: { reason: "invalid" } });
    expect(changed).not.toHaveBeenCalled();
  });

  it("a malformed reference: 404, and nothing is changed", async () => {
    const outcome = await bookingAction(db, "'; select 1", decline, staff);
    expect(outcome).toMatchObject({
      status: 404,
      body: { reason: "not-found" },
    });
    expect(changed).not.toHaveBeenCalled();
  });

  it("done with a mail to the customer: 200, and the sender starts", async () => {
    changed.mockResolvedValue({ ok: true, booking: row } as never);
    const outcome = await bookingAction(db, row.reference, decline, staff);
    expect(outcome).toEqual({ status: 200, body: { reference: "BP-AAAAA2" } });
    expect(sender).toHaveBeenCalledTimes(1);
  });

  it("done without a mail (no-show): 200, and the sender is not started", async () => {
    changed.mockResolvedValue({ ok: true, booking: row } as never);
    const outcome = await bookingAction(
      db,
      row.reference,
      { action: "no_show", expectedVersion: 1 },
      staff,
    );
    expect(outcome.status).toBe(200);
    expect(sender).not.toHaveBeenCalled();
  });

  it("completed, which queues the review invitation (docs/product.md §24.1): 200, and the sender starts", async () => {
    changed.mockResolvedValue({ ok: true, booking: row } as never);
    const outcome = await bookingAction(
      db,
      row.reference,
      { action: "complete", expectedVersion: 1 },
      staff,
    );
    expect(outcome.status).toBe(200);
    expect(sender).toHaveBeenCalledTimes(1);
  });
});
