import { profileEventText } from "@/lib/techs/history";

const base = {
  at: "2026-11-23T15:00:00.000Z",
  actor: "tech ann@example.com",
  field: null,
  fromStatus: null,
  toStatus: null,
  note: null,
};

describe("a profile's history, as sentences", () => {
  test("a move between states names the new state by its label", () => {
    expect(
      profileEventText({
        ...base,
        action: "submit",
        fromStatus: "draft",
        toStatus: "review",
      }),
    ).toBe(
      "Tech ann@example.com sent it for review; it is now Awaiting review.",
    );
  });

  test("staff's change names the field and gives the reason", () => {
    expect(
      profileEventText({
        ...base,
        actor: "staff bo@example.com",
        action: "replace",
        field: "displayName",
        note: "A phone number in the name",
      }),
    ).toBe(
      "Staff bo@example.com replaced the display name. Reason: A phone number in the name",
    );
  });

  test("a change of hours says what was saved, not a reason", () => {
    expect(
      profileEventText({
        ...base,
        actor: "staff bo@example.com",
        action: "availability",
        note: "Hours: Sun 09:00–17:00. 1 ZIP code, 1 service, 0 periods of time off.",
      }),
    ).toBe(
      "Staff bo@example.com changed the hours and ZIP codes. Hours: Sun 09:00–17:00. 1 ZIP code, 1 service, 0 periods of time off.",
    );
  });

  test("no key or arrow is left in any line", () => {
    for (const action of [
      "create",
      "save",
      "publish",
      "hide",
      "photo_removed",
    ]) {
      const text = profileEventText({ ...base, action, toStatus: "published" });
      expect(text).not.toMatch(/_|→/);
      expect(text).toMatch(/; it is now Published\.$/);
    }
  });
});
