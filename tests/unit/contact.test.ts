import { contactHref, enquiryNames } from "@/lib/contact-form/plan-link";
import { enquiryFromQuery } from "@/lib/contact-form/opening-line";

describe("contact helpers", () => {
  it("builds plan button targets", () => {
    expect(contactHref("gold")).toBe("/contact-us?plan=gold");
    expect(contactHref("custom", "network-security")).toBe(
      "/contact-us?plan=custom&offering=network-security",
    );
  });

  it("pre-fills only known plans and offerings", () => {
    const names = enquiryNames();
    expect(enquiryFromQuery("?plan=gold&offering=cloud-computing", names)).toBe(
      "I'm interested in the Gold plan for Cloud Computing. Please get in touch.",
    );
    expect(enquiryFromQuery("?plan=platinum", names)).toBe(
      "I'm interested in the Platinum plan. Please get in touch.",
    );
    expect(enquiryFromQuery("?plan=platinum&offering=<script>", names)).toBe(
      "I'm interested in the Platinum plan. Please get in touch.",
    );
    expect(enquiryFromQuery("?plan=<b>free</b>", names)).toBe("");
    expect(enquiryFromQuery("?plan=constructor", names)).toBe("");
    expect(enquiryFromQuery("", names)).toBe("");
  });
});
