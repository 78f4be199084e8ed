/** @jest-environment node */
import ICAL from "ical.js";
import { contentCatalogue } from "@/lib/content/services";
import {
  composeCustomerMail,
  composeMessageAcknowledgement,
  type CustomerEvent,
  type MailedBooking,
} from "@/lib/bookings/mail/customer";

// Test values of our own, not data/company.ts, so the mails are shown to read
// what they are given.
const company = {
  name: "Acme Help",
  phone: { display: "(555) 010-2000", e164: "+15550102000" },
  email: "desk@acme.example",
};
const manageUrl = "https://acme.example/bookings#link=tok.en";
const context = {
  company,
  manageUrl,
  calendar: {
    host: "acme.example",
    timeZone: "America/New_York" as const,
    now: new Date("2026-11-25T12:00:00Z"),
    catalogue: contentCatalogue,
  },
};
const requested: MailedBooking = {
  reference: "BP-7K3Q9M",
  status: "requested",
  version: 1,
  services: [
    { title: "Printer Installation", price: 89, homeVisit: true },
    { title: "Computer Tune-Up <b>", price: 35, homeVisit: false },
  ],
  total: 124,
  fees: 0,
  preferredDate: "2026-12-01",
  timeWindow: "morning",
  startsAt: null,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  homeVisit: true,
  address1: "12 Elm St",
  address2: "Apt 4B",
  city: "Brooklyn",
  state: "NY",
  zip: "11201",
};
const confirmed: MailedBooking = {
  ...requested,
  status: "confirmed",
  version: 2,
  startsAt: new Date("2026-12-01T14:00:00Z"),
};

function mail(booking: MailedBooking, event: CustomerEvent) {
  const composed = composeCustomerMail(booking, event, context);
  if (!composed) throw new Error("no mail");
  return composed;
}

/** What every customer mail carries, in both parts; the manage link while the booking can change. */
function expectFrame(composed: ReturnType<typeof mail>, changeable = true) {
  expect(composed.to).toBe("ada@example.com");
  expect(composed.replyTo).toEqual({
    name: "Acme Help",
    address: "desk@acme.example",
  });
  expect(composed.subject).toContain("BP-7K3Q9M");
  expect(composed.subject).not.toMatch(/\$|\d+\.\d\d|USD/);
  for (const part of [composed.text, composed.html]) {
    expect(part).toContain("Acme Help");
    expect(part).toContain("(555) 010-2000");
    if (changeable) {
      expect(part).toContain("https://acme.example/bookings#link=tok.en");
    } else {
      expect(part).not.toContain("#link=");
      expect(part).not.toContain("See, change or cancel");
      expect(part).toContain("https://acme.example/services");
    }
  }
  expect(composed.html).toContain('href="tel:+15550102000"');
  expect(composed.html).not.toContain("<b>");
  expect(composed.html).toContain("Computer Tune-Up &lt;b&gt;");
}

describe("the customer's mails (docs/product.md §21.1)", () => {
  it("received: the reference, the services and the preferred window, and that we call to confirm", () => {
    const m = mail(requested, { kind: "received" });
    expectFrame(m);
    expect(m.subject).toBe(
      "Booking BP-7K3Q9M received: we will call you to confirm the time",
    );
    expect(m.text).toContain("Hello Ada,");
    expect(m.text).toContain(
      "Services: Printer Installation ($89), Computer Tune-Up <b> ($35)",
    );
    expect(m.text).toContain("Total: $124");
    expect(m.text).toContain(
      "When: Preferred: Tue, Dec 1, 2026, Morning (8–12)",
    );
    expect(m.text).toContain("nothing is paid on this site");
    expect(m.attachments).toBeUndefined();
  });

  it("confirmed: the time in New York with the zone named, and a calendar file a parser reads", () => {
    const m = mail(confirmed, { kind: "confirmed" });
    expectFrame(m);
    expect(m.subject).toBe(
      "Booking BP-7K3Q9M confirmed for Tue, Dec 1, 2026, 9:00 AM ET",
    );
    expect(m.text).toContain(
      "When: Confirmed for Tue, Dec 1, 2026, 9:00 AM ET",
    );
    expect(m.attachments).toHaveLength(1);
    const [file] = m.attachments!;
    expect(file).toMatchObject({
      filename: "BP-7K3Q9M.ics",
      contentType: "text/calendar; charset=utf-8",
    });
    const calendar = new ICAL.Component(ICAL.parse(file!.content));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe("BP-7K3Q9M@acme.example");
    expect(event.startDate.toString()).toBe("2026-12-01T09:00:00");
    expect(
      calendar
        .getFirstSubcomponent("vevent")!
        .getFirstProperty("dtstart")!
        .getParameter("tzid"),
    ).toBe("America/New_York");
    expect(event.sequence).toBe(2);
  });

  it("changed: before and now, and the fee with how it is settled", () => {
    const changed: MailedBooking = {
      ...requested,
      version: 3,
      preferredDate: "2026-12-05",
      timeWindow: "evening",
    };
    const m = mail(changed, {
      kind: "changed",
      before: "Confirmed for Tue, Dec 1, 2026, 9:00 AM ET",
      fee: 25,
      feeReason: "Less than 3 hours before a home visit.",
    });
    expectFrame(m);
    expect(m.subject).toBe(
      "Booking BP-7K3Q9M changed: your new preferred time is sent",
    );
    expect(m.text).toContain(
      "Before: Confirmed for Tue, Dec 1, 2026, 9:00 AM ET",
    );
    expect(m.text).toContain("Now: Preferred: Sat, Dec 5, 2026, Evening (5–9)");
    expect(m.text).toContain(
      "Fee: $25 (Less than 3 hours before a home visit.)",
    );
    expect(m.text).toContain(
      "Nothing is charged online: we will call you to settle it",
    );
    const free = mail(changed, {
      kind: "changed",
      before: "x",
      fee: 0,
      feeReason: "free",
    });
    expect(free.text).toContain("No fee applies.");
    expect(free.text).not.toContain("Fee:");
  });

  it("cancelled by the customer: Cancelled first, the time it had, the fee and how it is settled, and the calendar file that removes it", () => {
    const m = mail(
      { ...confirmed, status: "cancelled", version: 3 },
      {
        kind: "cancelled",
        by: "customer",
        fee: 124,
        feeReason: "Less than 3 hours before the start: the full price.",
      },
    );
    expectFrame(m, false);
    expect(m.subject).toBe("Booking BP-7K3Q9M cancelled");
    expect(m.text).toContain(
      "When: Cancelled; it was confirmed for Tue, Dec 1, 2026, 9:00 AM ET",
    );
    expect(m.text).toContain(
      "Fee: $124 (Less than 3 hours before the start: the full price.)",
    );
    expect(m.text).toContain(
      "A fee of $124 is recorded on your booking. Nothing is charged online",
    );
    expect(m.attachments![0]!.content).toContain("STATUS:CANCELLED");
  });

  it("cancelled by us: our reason, and no fee", () => {
    const m = mail(
      { ...requested, status: "cancelled", version: 2 },
      {
        kind: "cancelled",
        by: "company",
        fee: 0,
        feeReason: "cancelled by us",
        note: "The technician is ill.",
      },
    );
    expectFrame(m, false);
    expect(m.text).toContain(
      "We have cancelled your booking BP-7K3Q9M. Our reason: The technician is ill.",
    );
    expect(m.text).toContain("Fee: none");
    expect(m.text).toContain(
      "When: Cancelled; it was requested for Tue, Dec 1, 2026, Morning (8–12)",
    );
    expect(m.attachments).toBeUndefined();
  });

  it("declined: with the reason", () => {
    const m = mail(
      { ...requested, status: "declined", version: 2 },
      { kind: "declined", reason: "We do not cover that ZIP code." },
    );
    expectFrame(m, false);
    expect(m.subject).toBe("Booking BP-7K3Q9M declined");
    expect(m.text).toContain("Our reason: We do not cover that ZIP code.");
  });

  it("reminder: the time, in the subject and the body", () => {
    const m = mail(confirmed, { kind: "reminder" });
    expectFrame(m);
    expect(m.subject).toBe(
      "Reminder: booking BP-7K3Q9M is on Tue, Dec 1, 2026, 9:00 AM ET",
    );
    expect(m.text).toContain(
      "The technician comes to 12 Elm St, Apt 4B, Brooklyn, NY 11201.",
    );
  });

  it("moved: the old time and the new in the subject and the body, the fee, and the calendar file at the new time", () => {
    const moved: MailedBooking = {
      ...confirmed,
      version: 3,
      startsAt: new Date("2026-12-02T19:30:00Z"),
    };
    const m = mail(moved, {
      kind: "moved",
      from: new Date("2026-12-01T14:00:00Z"),
      fee: 25,
      feeReason: "Less than 3 hours before a home visit.",
    });
    expectFrame(m);
    expect(m.subject).toBe(
      "Booking BP-7K3Q9M moved from Tue, Dec 1, 2026, 9:00 AM ET to Wed, Dec 2, 2026, 2:30 PM ET",
    );
    expect(m.text).toContain(
      "Your appointment is moved from Tue, Dec 1, 2026, 9:00 AM ET to Wed, Dec 2, 2026, 2:30 PM ET (New York time), and the new time is confirmed. It is the same booking, not a second one",
    );
    expect(m.text).toContain("Before: Tue, Dec 1, 2026, 9:00 AM ET");
    expect(m.text).toContain(
      "When: Confirmed for Wed, Dec 2, 2026, 2:30 PM ET",
    );
    expect(m.text).toContain(
      "Fee: $25 (Less than 3 hours before a home visit.)",
    );
    expect(m.attachments![0]!.content).toContain(
      "DTSTART;TZID=America/New_York:20261202T143000",
    );
    expect(m.attachments![0]!.content).toContain("SEQUENCE:3");
  });

  it("no mail without an address: erased or never given", () => {
    expect(
      composeCustomerMail(
        { ...requested, email: null },
        { kind: "received" },
        context,
      ),
    ).toBeUndefined();
  });

  it("a contact message's acknowledgement: its reference, and that it is not a booking's", () => {
    const m = composeMessageAcknowledgement(
      {
        reference: "MSG-7K3Q9M",
        name: "Zoë <O'Brien>",
        email: "zoe@example.com",
      },
      { company },
    );
    expect(m.subject).toBe("Message MSG-7K3Q9M received: we will reply");
    expect(m.to).toBe("zoe@example.com");
    expect(m.text).toContain("Hello Zoë <O'Brien>,");
    expect(m.html).toContain("Hello Zoë &lt;O&#39;Brien&gt;,");
    expect(m.text).toContain("It is not a booking reference");
    expect(m.text).toContain("(555) 010-2000");
    expect(m.text).not.toContain("/bookings#link=");
  });
});

describe("who is coming, and where the price came from (docs/product.md §23.6)", () => {
  const techs = new Map([
    [
      "tech-sam",
      { displayName: "Sam Ortiz", url: "https://acme.example/techs/sam-ortiz" },
    ],
  ]);

  it("names the Tech by public name with the profile's address in the confirmation", () => {
    const composed = composeCustomerMail(
      { ...confirmed, assignedTechUid: "tech-sam" },
      { kind: "confirmed" },
      { ...context, techs },
    )!;
    expect(composed.text).toContain(
      "Your technician is Sam Ortiz: https://acme.example/techs/sam-ortiz",
    );
    expect(composed.html).toContain(
      'Your technician is <a href="https://acme.example/techs/sam-ortiz">Sam Ortiz</a>.',
    );
    expect(composed.text).toContain("fixed prices of the services you booked");
  });

  it("escapes the Tech's name and profile address in the HTML link", () => {
    const composed = composeCustomerMail(
      { ...confirmed, assignedTechUid: "tech-odd" },
      { kind: "confirmed" },
      {
        ...context,
        techs: new Map([
          [
            "tech-odd",
            {
              displayName: 'Jo <b>"O\'Neil"</b>',
              url: 'https://acme.example/techs/jo"><script>',
            },
          ],
        ]),
      },
    )!;
    expect(composed.html).toContain(
      '<a href="https://acme.example/techs/jo&quot;&gt;&lt;script&gt;">Jo &lt;b&gt;&quot;O&#39;Neil&quot;&lt;/b&gt;</a>',
    );
    expect(composed.html).not.toContain("<script>");
  });

  it("names nobody when the booking has no Tech, or one not offered to customers", () => {
    for (const assignedTechUid of [null, "tech-hidden"]) {
      const composed = composeCustomerMail(
        { ...confirmed, assignedTechUid },
        { kind: "confirmed" },
        { ...context, techs },
      )!;
      expect(composed.text).not.toContain("Your technician is");
    }
  });

  it("says a booking made from a bid has the bid's price, not the catalogue's", () => {
    const fromBid: MailedBooking = {
      ...confirmed,
      services: [
        {
          slug: "problem",
          title: "Printer prints blank pages",
          price: 245,
          homeVisit: false,
        } as MailedBooking["services"][number],
      ],
      total: 245,
    };
    const composed = mail(fromBid, { kind: "confirmed" });
    expect(composed.text).toContain(
      "The price is the one in the bid you accepted.",
    );
    expect(composed.text).not.toContain("fixed prices");
  });
});

describe("the address the customer gave (docs/product.md §21.8)", () => {
  it("is in the rows and the sentence of a home visit's mails, and in its calendar file", () => {
    const received = mail(requested, { kind: "received" });
    expect(received.text).toContain(
      "Address: 12 Elm St, Apt 4B, Brooklyn, NY 11201",
    );
    const m = mail(confirmed, { kind: "confirmed" });
    expect(m.text).toContain(
      "The technician comes to 12 Elm St, Apt 4B, Brooklyn, NY 11201.",
    );
    expect(m.text).toContain("Address: 12 Elm St, Apt 4B, Brooklyn, NY 11201");
    expect(m.text).not.toContain("the address you gave");
    expect(m.attachments![0]!.content).toContain(
      "LOCATION:12 Elm St\\, Apt 4B\\, Brooklyn\\, NY 11201\r\n",
    );
  });

  it("is escaped in the HTML part", () => {
    const m = mail(
      { ...confirmed, address1: "1 <Main> & Co St", address2: null },
      { kind: "confirmed" },
    );
    expect(m.html).toContain("1 &lt;Main&gt; &amp; Co St, Brooklyn, NY 11201");
    expect(m.html).not.toContain("<Main>");
  });

  it("is never spoken of for remote work", () => {
    const remote: MailedBooking = {
      ...confirmed,
      homeVisit: false,
      services: [{ title: "Computer Tune-Up", price: 35, homeVisit: false }],
      total: 35,
    };
    const m = mail(remote, { kind: "confirmed" });
    expect(m.text).not.toMatch(/address/i);
    expect(m.text).not.toContain("12 Elm St");
    expect(m.attachments![0]!.content).not.toContain("LOCATION");
  });
});
