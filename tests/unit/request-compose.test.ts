import { composeContact, mailtoFor } from "@/lib/requests/compose";
import { contentCatalogue } from "@/lib/content/services";
import { composeBooking } from "@/lib/bookings/mail/company";
import { escapeHtml } from "@/lib/mail/compose";
import { repriceServices } from "@/lib/requests/reprice";

const contact = {
  name: "Ana <b>& Bo</b>",
  phone: "",
  email: "ana@example.com",
  message: '<script>alert("x")</script>\nSecond line 👍',
};

const details = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "2125550100",
  email: "ada@example.com",
  address1: "1 Main St",
  address2: "Apt 2",
  city: "New York",
  state: "NY",
  zip: "10001",
  date: "2026-11-30",
  time: "afternoon" as const,
  notes: "Ring twice <please>",
};

describe("mail composer", () => {
  it("escapes markup in HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });

  it("a contact mail: reference in the subject, visitor as Reply-To, text and escaped HTML", () => {
    const mail = composeContact(contact, "BP-7K3Q9M");
    expect(mail.subject).toBe("Contact request BP-7K3Q9M from Ana <b>& Bo</b>");
    expect(mail.replyTo).toEqual({
      name: "Ana <b>& Bo</b>",
      address: "ana@example.com",
    });
    expect(mail.text).toBe(
      'Reference: BP-7K3Q9M\nName: Ana <b>& Bo</b>\nE-mail: ana@example.com\n\nMessage:\n<script>alert("x")</script>\nSecond line 👍\n',
    );
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;\nSecond line 👍",
    );
    expect(mail.html).toContain("Ana &lt;b&gt;&amp; Bo&lt;/b&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
  });

  it("a booking mail carries every field, the catalogue prices and the total", () => {
    const booked = repriceServices(
      ["printer-installation", "computer-tuneup"],
      contentCatalogue,
    );
    const mail = composeBooking(details, booked, "BP-ABCDEF");
    expect(mail.subject).toBe("Booking request BP-ABCDEF from Ada Lovelace");
    expect(mail.replyTo).toEqual({
      name: "Ada Lovelace",
      address: "ada@example.com",
    });
    expect(mail.text).toBe(
      [
        "Reference: BP-ABCDEF",
        "Name: Ada Lovelace",
        "Phone: 2125550100",
        "E-mail: ada@example.com",
        "Address: 1 Main St, Apt 2, New York NY 10001",
        "Preferred date: 2026-11-30",
        "Preferred time: Afternoon (12–5)",
        "Home visit: needed",
        "",
        "Services:",
        "Printer Installation: $89",
        "Computer Tune-Up: $35",
        "Total: $124",
        "",
        "Notes:",
        "Ring twice <please>",
        "",
        "No payment has been taken. Call the customer to confirm the time and the price; free cancellation up to 24 hours before.",
        "",
      ].join("\n"),
    );
    expect(mail.html).toContain("Ring twice &lt;please&gt;");
    expect(mail.html).toContain("<td>$124</td>");
  });

  it("a booking without a visit says so and leaves out an empty address", () => {
    const booked = repriceServices(["computer-tuneup"], contentCatalogue);
    const mail = composeBooking(
      {
        ...details,
        address1: "",
        address2: "",
        city: "",
        state: "",
        zip: "",
        notes: "",
      },
      booked,
      "BP-ABCDEF",
    );
    expect(mail.text).toContain("Home visit: not needed");
    expect(mail.text).not.toContain("Address:");
    expect(mail.text).not.toContain("Notes:");
  });

  it("names a booking the database did not keep as not saved, with no reference", () => {
    const mail = composeBooking(
      details,
      repriceServices(["computer-tuneup"], contentCatalogue),
      null,
    );
    expect(mail.subject).toBe(
      "Booking request from Ada Lovelace (not saved by the website)",
    );
    expect(mail.text).not.toMatch(/BP-/);
  });

  it("the fallback mailto: link goes to the company with the whole request, and no reference", () => {
    const url = mailtoFor(composeContact(contact, null));
    expect(url.startsWith("mailto:support@example.com?subject=")).toBe(true);
    const query = new URLSearchParams(url.slice(url.indexOf("?") + 1));
    expect(query.get("subject")).toBe(
      "Contact request from Ana <b>& Bo</b> (not saved by the website)",
    );
    expect(query.get("body")).toContain(
      "Reference: none: the website could not save this request, so only this e-mail carries it",
    );
    expect(query.get("body")).not.toMatch(/BP-/);
    expect(query.get("body")).toContain('<script>alert("x")</script>');
    expect(query.get("body")).toContain("E-mail: ana@example.com");
  });
});
