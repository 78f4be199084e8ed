import { contactHref, enquiryFromQuery } from "@/lib/contact";

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
});
