import * as v from "valibot";
import { bidSchema, problemSchema } from "@/lib/problems/schema";
import { contactDetailIn } from "@/lib/contact-details-in-text";

const now = new Date("2026-11-25T15:00:00Z");

const bid = (over: Record<string, unknown> = {}) =>
  v.safeParse(bidSchema(now), {
    price: "120",
    startDate: "2026-11-27",
    timeWindow: "morning",
    message: "I can fix this over a remote session in an hour.",
    ...over,
  });

const problem = (over: Record<string, unknown> = {}) =>
  v.safeParse(problemSchema, {
    title: "Outlook keeps asking for my password",
    description: "Since Monday, Outlook asks again every few minutes.",
    kind: "software",
    device: "Windows 11 laptop",
    firstName: "Cleo",
    lastName: "Park",
    phone: "+1 (347) 555-0111 ext. 22",
    contactMethod: "remote",
    visibility: "everyone",
    ...over,
  });

function firstMessage(result: { success: boolean; issues?: unknown }) {
  return result.success
    ? undefined
    : (result.issues as { message: string }[])[0]!.message;
}

describe("a bid's start date", () => {
  it("refuses a month the calendar lacks, rather than throwing", () => {
    expect(() => bid({ startDate: "2026-13-01" })).not.toThrow();
    expect(firstMessage(bid({ startDate: "2026-13-01" }))).toBe(
      "Please choose a day from today to 60 days ahead.",
    );
  });
});

describe("a bid's price", () => {
  it.each([
    ["1", 1],
    ["5000", 5000],
    [" 250 ", 250],
    [75, 75],
  ])("takes %p as $%p", (price, want) => {
    const result = bid({ price });
    expect(result.success && result.output.price).toBe(want);
  });

  it.each([
    ["0", "The price must be at least $1."],
    ["-1", "Enter the price in whole dollars, 1 to 5000."],
    ["5001", "The price can be at most $5,000."],
    ["12.50", "Enter the price in whole dollars, 1 to 5000."],
    ["1e3", "Enter the price in whole dollars, 1 to 5000."],
    ["", "Enter the price in whole dollars, 1 to 5000."],
    [12.5, "Enter the price in whole dollars, 1 to 5000."],
    [null, "Enter the price in whole dollars, 1 to 5000."],
  ])("refuses %p: %s", (price, message) => {
    expect(firstMessage(bid({ price }))).toBe(message);
  });
});

describe("a bid's start and message", () => {
  it("refuses a day in the past and one beyond 60 days", () => {
    expect(firstMessage(bid({ startDate: "2026-11-20" }))).toMatch(
      /from today to 60 days ahead/,
    );
    expect(firstMessage(bid({ startDate: "2027-02-01" }))).toMatch(
      /from today to 60 days ahead/,
    );
    expect(firstMessage(bid({ startDate: "2026-02-30" }))).toMatch(
      /from today/,
    );
  });

  it("refuses a window that is not offered", () => {
    expect(firstMessage(bid({ timeWindow: "midnight" }))).toBe(
      "Please choose the time you can start.",
    );
  });

  it.each([
    ["write me at fix@example.com", "e-mail address"],
    ["mail fix (at) example.com", "e-mail address"],
    ["call 347-555-0111", "phone number"],
    ["call (347) 555 0111 today", "phone number"],
  ])("refuses contact details in %p", (message, what) => {
    expect(firstMessage(bid({ message }))).toContain(`Remove the ${what}`);
  });

  it("keeps HTML as the text it is, and refuses 1,001 characters", () => {
    const html = '<script>alert("x")</script> I can help.';
    const result = bid({ message: html });
    expect(result.success && result.output.message).toBe(html);
    expect(firstMessage(bid({ message: "x".repeat(1001) }))).toBe(
      "Message can be at most 1000 characters.",
    );
  });
});

describe("a problem", () => {
  it("takes every field of the form", () => {
    const result = problem({
      visibility: "chosen",
      chosen: ["ann", "ann", "bo"],
    });
    expect(result.success && result.output).toEqual({
      title: "Outlook keeps asking for my password",
      description: "Since Monday, Outlook asks again every few minutes.",
      kind: "software",
      device: "Windows 11 laptop",
      firstName: "Cleo",
      lastName: "Park",
      phone: "+1 (347) 555-0111 ext. 22",
      contactMethod: "remote",
      visibility: "chosen",
      chosen: ["ann", "bo"],
    });
  });

  it("refuses a description of 1 MB", () => {
    expect(firstMessage(problem({ description: "x".repeat(1 << 20) }))).toBe(
      "Description can be at most 5000 characters.",
    );
  });

  it("asks for a Tech when only chosen Techs may see it", () => {
    expect(firstMessage(problem({ visibility: "chosen", chosen: [] }))).toBe(
      "Choose at least one technician, or let every technician see it.",
    );
  });

  it("refuses a kind, contact method or visibility it does not offer", () => {
    expect(problem({ kind: "garden" }).success).toBe(false);
    expect(problem({ contactMethod: "visit" }).success).toBe(false);
    expect(problem({ visibility: "public" }).success).toBe(false);
  });

  it("files 'Something else' as its own kind", () => {
    expect(problem({ kind: "other" }).success).toBe(true);
  });
});

describe("contact details in free text", () => {
  it.each([
    ["no details here, just 2 laptops and 1 printer", undefined],
    ["Windows 10 build 19045", undefined],
    ["ann@example.com", "email"],
    ["+1 347 555 0111", "phone"],
    ["555-0111", "phone"],
  ])("%p → %p", (text, want) => {
    expect(contactDetailIn(text)).toBe(want);
  });
});
