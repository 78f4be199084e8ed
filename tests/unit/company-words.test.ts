import { business } from "@/data/business";
import { company } from "@/data/company";
import { companyHoursLong } from "@/data/phone";
import { translator } from "@/lib/i18n/catalogue";

describe("the company's words are the English catalogue's", () => {
  const t = translator("en", "company");

  it("in data/company.ts and the islands' data/phone.ts", () => {
    expect(company.tagline).toBe(t("tagline"));
    expect(company.hours).toBe(t("hours"));
    expect(company.hoursLong).toBe(t("hoursLong"));
    expect(companyHoursLong).toBe(t("hoursLong"));
    expect(company.areaServed).toBe(t("areaServed"));
    expect(company.dataLocation).toBe(t("dataLocation"));
  });

  it("in the business constants the policies are built from", () => {
    const words = translator("en", "business");
    expect(business.chargedPer).toBe(words("chargedPer"));
    expect(business.refund.requestBy).toBe(words("refundRequestBy"));
    expect(business.rescheduling.appliesTo).toBe(
      words("reschedulingAppliesTo"),
    );
  });
});
