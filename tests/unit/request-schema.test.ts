import * as v from "valibot";
import {
  attemptKey,
  bookingSchema,
  contactSchema,
  fieldErrors,
  servicesSchema,
} from "@/lib/requests/schema";

const contact = {
  name: "Ada Lovelace",
  phone: "+1 (212) 555-0100",
  email: "ada@example.com",
  message: "My printer says offline.\nPlease help.",
};

function contactErrors(input: Record<string, unknown>) {
  const result = v.safeParse(contactSchema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

const now = new Date("2026-11-23T12:00:00Z");
const booking = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "2125550100",
  email: "ada@example.com",
  address1: "1 Main St",
  address2: "",
  city: "New York",
  state: "NY",
  zip: "10001",
  date: "2026-11-30",
  time: "morning",
  notes: "",
};

function bookingErrors(input: Record<string, unknown>, homeVisit = true) {
  const result = v.safeParse(bookingSchema({ now, homeVisit }), input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe("contact schema", () => {
  it("accepts a plain request, trimmed, and emoji", () => {
    const result = v.safeParse(contactSchema, {
      ...contact,
      name: "  Zoë 👩‍💻 ",
    });
    expect(result.success && result.output.name).toBe("Zoë 👩‍💻");
  });

  it("the contact number is optional, the rest required", () => {
    expect(contactErrors({ ...contact, phone: "" })).toEqual({});
    expect(contactErrors({})).toEqual({
      name: "Name is required.",
      email: "Email address is required.",
      message: "Message is required.",
    });
    expect(contactErrors({ ...contact, name: "   " })).toEqual({
      name: "Name is required.",
    });
  });

  it("refuses over-long fields at the stated limits", () => {
    expect(contactErrors({ ...contact, name: "a".repeat(100) })).toEqual({});
    expect(contactErrors({ ...contact, name: "a".repeat(101) })).toEqual({
      name: "Name can be at most 100 characters.",
    });
    expect(contactErrors({ ...contact, message: "m".repeat(5000) })).toEqual(
      {},
    );
    expect(contactErrors({ ...contact, message: "m".repeat(5001) })).toEqual({
      message: "Message can be at most 5000 characters.",
    });
  });

  it("refuses line breaks in one-line fields, keeps them in the message", () => {
    expect(
      contactErrors({ ...contact, name: "Ada\r\nBcc: all@example.com" }),
    ).toEqual({ name: "Name must be on one line." });
    expect(
      contactErrors({
        ...contact,
        email: "ada@example.com\nBcc: x@example.com",
      }),
    ).toMatchObject({ email: expect.any(String) });
    expect(contactErrors({ ...contact, message: "a\r\nb\n\tc" })).toEqual({});
    expect(contactErrors({ ...contact, message: "a\u0000b" })).toEqual({
      message: "Message contains characters we cannot send.",
    });
  });

  it("keeps markup as text: it is escaped in the mail, not refused", () => {
    expect(
      contactErrors({ ...contact, message: "<script>alert(1)</script>" }),
    ).toEqual({});
  });

  it("refuses wrong types with a field message", () => {
    expect(
      contactErrors({
        name: 42,
        phone: ["2125550100"],
        email: { a: 1 },
        message: new Blob(["x"]),
      }),
    ).toEqual({
      name: "Name must be text.",
      phone: "Contact number must be text.",
      email: "Email address must be text.",
      message: "Message must be text.",
    });
  });

  it("checks the e-mail address and phone number", () => {
    expect(contactErrors({ ...contact, email: "not an address" })).toEqual({
      email: "Please enter an e-mail address like name@example.com.",
    });
    const refused = `Contact number can hold digits, spaces and + ( ) - . only, and an extension such as "ext. 22".`;
    for (const phone of [
      "call me",
      "555-0111 ext. 22 please",
      "555-0111 ext. 1234567",
      "ext. 22 555-0111",
      "555-0111 x",
    ]) {
      expect(contactErrors({ ...contact, phone })).toEqual({ phone: refused });
    }
    expect(contactErrors({ ...contact, phone: "555" })).toEqual({
      phone: "Contact number needs at least 7 digits.",
    });
    // An extension's digits do not make up for a short number.
    expect(contactErrors({ ...contact, phone: "555 ext. 2222" })).toEqual({
      phone: "Contact number needs at least 7 digits.",
    });
  });

  it("accepts a phone number with an extension and keeps it as typed", () => {
    for (const phone of [
      "+1 (347) 555-0111 ext. 22",
      "+1 (347) 555-0111 Ext 22",
      "347.555.0111 extension 22",
      "3475550111x22",
      "(347) 555-0111 #22",
    ]) {
      const result = v.safeParse(contactSchema, { ...contact, phone });
      expect(result.success && result.output.phone).toBe(phone);
      const booked = v.safeParse(bookingSchema({ now, homeVisit: false }), {
        ...booking,
        phone: `  ${phone} `,
      });
      expect(booked.success && booked.output.phone).toBe(phone);
    }
  });
});

describe("booking schema", () => {
  it("accepts a full booking", () => {
    expect(bookingErrors(booking)).toEqual({});
  });

  it("requires the street address only when a service needs a visit", () => {
    const noAddress = {
      ...booking,
      address1: "",
      city: "",
      state: "",
      zip: "",
    };
    expect(bookingErrors(noAddress, false)).toEqual({});
    // A remote-only checkout shows no address fields, so none is posted.
    const addressFields = ["address1", "address2", "city", "state", "zip"];
    const posted = Object.fromEntries(
      Object.entries(booking).filter(([name]) => !addressFields.includes(name)),
    );
    const remote = v.safeParse(
      bookingSchema({ now, homeVisit: false }),
      posted,
    );
    expect(remote.success && remote.output).toMatchObject({
      address1: "",
      city: "",
      zip: "",
    });
    expect(bookingErrors(posted, true)).toEqual({
      address1: "Address 1 is required.",
      city: "City is required.",
      state: "State is required.",
      zip: "Zip is required.",
    });
    expect(bookingErrors(noAddress, true)).toEqual({
      address1: "Address 1 is required.",
      city: "City is required.",
      state: "State is required.",
      zip: "Zip is required.",
    });
  });

  it("takes dates from today to 60 days ahead, a day either side for time zones", () => {
    expect(bookingErrors({ ...booking, date: "2026-11-22" })).toEqual({});
    expect(bookingErrors({ ...booking, date: "2027-01-23" })).toEqual({});
    const message = "Please choose a date from today to 60 days ahead.";
    expect(bookingErrors({ ...booking, date: "2026-11-21" })).toEqual({
      date: message,
    });
    expect(bookingErrors({ ...booking, date: "2027-01-24" })).toEqual({
      date: message,
    });
    expect(bookingErrors({ ...booking, date: "2026-11-31" })).toEqual({
      date: message,
    });
    expect(bookingErrors({ ...booking, date: "next week" })).toEqual({
      date: "Please choose a preferred date.",
    });
  });

  it("refuses a month or day the calendar lacks, rather than throwing", () => {
    // Between the bounds as text ("2026-13-01" sorts before "2027-01-23"),
    // so only the calendar check can refuse it.
    const message = "Please choose a date from today to 60 days ahead.";
    expect(() =>
      bookingErrors({ ...booking, date: "2026-13-01" }),
    ).not.toThrow();
    expect(bookingErrors({ ...booking, date: "2026-13-01" })).toEqual({
      date: message,
    });
    expect(bookingErrors({ ...booking, date: "2026-12-00" })).toEqual({
      date: message,
    });
  });

  it("offers three time windows only", () => {
    expect(bookingErrors({ ...booking, time: "evening" })).toEqual({});
    expect(bookingErrors({ ...booking, time: "midnight" })).toEqual({
      time: "Please choose a preferred time.",
    });
    expect(bookingErrors({ ...booking, time: undefined })).toEqual({
      time: "Please choose a preferred time.",
    });
  });

  it("limits notes to 1,000 characters and zip to a US ZIP code", () => {
    expect(bookingErrors({ ...booking, notes: "n".repeat(1000) })).toEqual({});
    expect(bookingErrors({ ...booking, notes: "n".repeat(1001) })).toEqual({
      notes: "Notes can be at most 1000 characters.",
    });
    // A ZIP+4 is kept as the 5-digit ZIP the Techs' lists hold.
    const plusFour = v.safeParse(bookingSchema({ now, homeVisit: true }), {
      ...booking,
      zip: " 10001-1234 ",
    });
    expect(plusFour.success && plusFour.output.zip).toBe("10001");
    expect(bookingErrors({ ...booking, zip: "ABCDE" })).toEqual({
      zip: "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
    });
    expect(bookingErrors({ ...booking, zip: "abcde" }, false)).toEqual({
      zip: "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
    });
  });

  it("refuses CR/LF in names", () => {
    expect(
      bookingErrors({ ...booking, lastName: "Lovelace\nCc: x@y.z" }),
    ).toEqual({ lastName: "Last Name must be on one line." });
  });
});

describe("services list", () => {
  it("takes up to 50 slugs, refuses more and anything but strings", () => {
    expect(v.is(servicesSchema, Array(50).fill("printer-setup"))).toBe(true);
    const forged = v.safeParse(servicesSchema, Array(500).fill("x"));
    expect(forged.success).toBe(false);
    expect(forged.issues?.[0].message).toBe(
      "The cart lists more services than we offer. Please reload the cart and try again.",
    );
    expect(v.is(servicesSchema, [new Blob(["x"])])).toBe(false);
    expect(v.is(servicesSchema, ["x".repeat(101)])).toBe(false);
  });
});

describe("the checkout attempt's key", () => {
  it("is a UUID the page drew, read in lower case", () => {
    expect(attemptKey("0B6F4A4E-2C1D-4C8E-9A51-1D2B3C4D5E6F")).toBe(
      "0b6f4a4e-2c1d-4c8e-9a51-1d2b3c4d5e6f",
    );
  });

  it("is nothing for a form without one, or with anything else in it", () => {
    expect(attemptKey(null)).toBeUndefined();
    expect(attemptKey("")).toBeUndefined();
    expect(attemptKey("1; drop table bookings")).toBeUndefined();
  });
});
