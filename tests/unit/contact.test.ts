import { contactHref, enquiryFromQuery, mailtoUrl } from "@/lib/contact";

describe("contact helpers", () => {
  it("builds plan button targets", () => {
    expect(contactHref("gold")).toBe("/contact-us?plan=gold");
    expect(contactHref("custom", "network-security")).toBe(
      "/contact-us?plan=custom&offering=network-security",
    );
  });

  it("pre-fills only known plans and offerings", () => {
    expect(enquiryFromQuery("?plan=gold&offering=cloud-computing")).toBe(
      "I'm interested in the Gold plan for Cloud Computing. Please get in touch.",
    );
    expect(enquiryFromQuery("?plan=platinum")).toBe(
      "I'm interested in the Platinum plan. Please get in touch.",
    );
    expect(enquiryFromQuery("?plan=platinum&offering=<script>")).toBe(
      "I'm interested in the Platinum plan. Please get in touch.",
    );
    expect(enquiryFromQuery("?plan=<b>free</b>")).toBe("");
    expect(enquiryFromQuery("")).toBe("");
  });

  it("addresses the mail to the company and encodes every field", () => {
    const url = mailtoUrl("help@example.com", {
      name: "Ana & Bo",
      phone: "+1 212 555 0100",
      email: "ana@example.com",
      message: "Printer says offline?\nHelp!",
    });
    expect(url.startsWith("mailto:help@example.com?subject=")).toBe(true);
    const query = new URLSearchParams(url.slice(url.indexOf("?") + 1));
    expect(query.get("subject")).toBe("Help request from Ana & Bo");
    expect(query.get("body")).toBe(
      "Printer says offline?\nHelp!\n\nName: Ana & Bo\nContact number: +1 212 555 0100\nE-mail: ana@example.com",
    );
  });
});
