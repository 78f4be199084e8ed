/** @jest-environment node */
import * as v from "valibot";
import {
  bookingActionSchema,
  exportRangeSchema,
  firstIssue,
  messageActionSchema,
} from "@/lib/desk/checks";
import { notFound } from "@/lib/server/desk/actions";

/** The sentence staff read for a body the schema refuses. */
const refusal = (schema: v.GenericSchema, input: unknown) => {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? undefined : firstIssue(parsed.issues);
};

describe("the desk's checks say what is wrong, in the desk's words", () => {
  it.each([
    [
      {
        action: "confirm",
        expectedVersion: 1,
        date: "2026-05-01",
        time: "10:00",
        note: 5,
      },
      "The note must be text.",
    ],
    [
      { action: "cancel", expectedVersion: 1, note: "x".repeat(1001) },
      "The reason can be at most 1000 characters.",
    ],
    [
      { action: "complete", expectedVersion: 1, note: "a\u0001b" },
      "The note contains characters we cannot keep.",
    ],
    [
      { action: "complete", expectedVersion: null },
      "The version the desk showed is missing.",
    ],
    [
      { action: "complete", expectedVersion: 1.5 },
      "The version the desk showed is not a whole number.",
    ],
    [
      { action: "complete", expectedVersion: 0 },
      "The version the desk showed is not valid.",
    ],
    [
      { action: "confirm", expectedVersion: 1, date: null, time: "10:00" },
      "The date is missing.",
    ],
    [
      {
        action: "confirm",
        expectedVersion: 1,
        date: "5/1/2026",
        time: "10:00",
      },
      "Give the date as YYYY-MM-DD.",
    ],
    [
      { action: "confirm", expectedVersion: 1, date: "2026-05-01", time: null },
      "The time is missing.",
    ],
    [
      {
        action: "confirm",
        expectedVersion: 1,
        date: "2026-05-01",
        time: "9:00",
      },
      "Give the time as HH:MM.",
    ],
    [
      { action: "assign", expectedVersion: 1, tech: "" },
      "Choose a technician from the list.",
    ],
  ])("a booking action %j: %s", (input, sentence) => {
    expect(refusal(bookingActionSchema, input)).toBe(sentence);
  });

  it("a message's only action is to answer it", () => {
    expect(
      refusal(messageActionSchema, { action: "confirm", expectedVersion: 1 }),
    ).toBe("That is not an action the desk can take.");
  });

  it.each([
    [{ from: "2026-13-01", to: "2026-12-31" }, "The first day is not a date."],
    [{ from: "2026-01-01", to: "2026-01-32" }, "The last day is not a date."],
    [
      { from: "2026-03-01", to: "2026-02-01" },
      "The first day must not be after the last.",
    ],
    [
      { from: "2025-01-01", to: "2026-06-01" },
      "One export covers at most 366 days.",
    ],
  ])("an export from %j: %s", (input, sentence) => {
    expect(refusal(exportRangeSchema, input)).toBe(sentence);
  });

  it("a refusal valibot gave no sentence for is still one", () => {
    expect(firstIssue([])).toBe("The request was not understood.");
  });

  it.each([
    ["booking", "BP-ZZZZZ9", "No booking has the reference BP-ZZZZZ9."],
    ["message", "CM-ZZZZZ9", "No message has the reference CM-ZZZZZ9."],
    ["booking", undefined, "No booking has the reference given."],
    ["message", undefined, "No message has the reference given."],
  ])("a %s not found by %s", (kind, reference, sentence) => {
    expect(notFound(kind, reference).body.error).toBe(sentence);
  });
});
