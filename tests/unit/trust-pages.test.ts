import { formatDate } from "@/lib/dates";
/** @jest-environment node */
import { business, type Business } from "@/data/business";
import { company, type Company } from "@/data/company";
import {
  accessibilityStatement,
  countOf,
  type AccessibilityStatement,
} from "@/data/content/accessibility/en";
import { sources } from "@/data/content/sources/en";
import { staySafeGuide, type StaySafeGuide } from "@/data/content/stay-safe/en";
import { referencePattern } from "@/lib/requests/reference";

// Deliberately unlike the real values, so a retyped number or name cannot pass.
const otherCompany: Company = {
  ...company,
  name: "Acme Home Tech",
  phone: { display: "(303) 555-0199", e164: "+13035550199" },
  email: "help@acme.example",
  hoursLong: "8 am to 8 pm, Monday to Saturday",
};
const otherBusiness: Business = {
  ...business,
  accessibilityReports: { replyWithinBusinessDays: 4 },
};

const statementText = (s: AccessibilityStatement) =>
  [
    s.title,
    s.lead,
    ...s.standard.paragraphs,
    s.checks.axe,
    s.checks.keyboard,
    ...s.checks.journeys,
    s.checks.lighthouse,
    s.knownIssues.intro,
    ...s.knownIssues.items,
    ...s.report.paragraphs,
    s.reviewed.text,
  ].join("\n");

const guideText = (g: StaySafeGuide) =>
  [
    g.title,
    g.lead,
    g.intro,
    g.never.intro,
    ...g.never.points.flatMap((p) => [p.title, p.text]),
    ...g.check.paragraphs,
    g.caught.intro,
    ...g.caught.steps.flatMap((p) => [p.title, p.text]),
  ].join("\n");

describe("the accessibility statement", () => {
  const statement = accessibilityStatement(
    { pagesChecked: 7, keyboardJourneys: ["Walk one.", "Walk two."] },
    otherBusiness,
    otherCompany,
  );
  const text = statementText(statement);

  it("states the counts it is given, never others", () => {
    expect(statement.checks.axe).toContain("all 7 pages of this website");
    expect(statement.checks.lighthouse).toContain("all 7 pages");
    expect(statement.checks.keyboard).toContain("walk 2 journeys");
    expect(statement.checks.journeys).toEqual(["Walk one.", "Walk two."]);
    expect(text).not.toMatch(/\b(30|32) pages\b/);
  });

  it("says one page and one journey in the singular", () => {
    const single = accessibilityStatement({
      pagesChecked: 1,
      keyboardJourneys: ["Only walk."],
    });
    expect(single.checks.axe).toContain("all 1 page of");
    expect(single.checks.keyboard).toContain("walk 1 journey with");
  });

  it("aims at WCAG 2.2 AA and names the checks", () => {
    expect(statement.standard.paragraphs[0]).toContain("WCAG) 2.2 at level AA");
    expect(statement.checks.axe).toContain("WCAG 2.0, 2.1 and 2.2");
    expect(statement.checks.lighthouse).toContain("Lighthouse");
  });

  it("gives the company's phone, e-mail, hours and reply time", () => {
    expect(text).toContain("(303) 555-0199");
    expect(text).toContain("help@acme.example");
    expect(text).toContain("8 am to 8 pm, Monday to Saturday");
    expect(text).toContain("within 4 business days");
    expect(text).toContain("Acme Home Tech");
    expect(text).not.toContain(company.email);
    expect(text).not.toContain(company.phone.display);
  });

  it("lists what is known not to be right", () => {
    expect(statement.knownIssues.items.length).toBeGreaterThan(0);
  });
});

describe("countOf and the review date", () => {
  it("pluralises by the count", () => {
    expect(countOf(0, "page")).toBe("0 pages");
    expect(countOf(1, "page")).toBe("1 page");
    expect(countOf(2, "business day")).toBe("2 business days");
  });

  it("writes the date on New York's calendar, whatever the build machine's zone", () => {
    expect(formatDate(new Date("2026-11-23T10:00:00Z"))).toBe(
      "Mon, Nov 23, 2026",
    );
    expect(formatDate(new Date("2026-02-28T23:30:00-05:00"))).toBe(
      "Sat, Feb 28, 2026",
    );
  });
});

describe("the stay-safe guide", () => {
  const guide = staySafeGuide(otherCompany);
  const text = guideText(guide);

  it("names the company it is given, never the default", () => {
    expect(text).toContain("Acme Home Tech");
    expect(text).not.toContain(company.name);
  });

  it("lists the five things we never do", () => {
    expect(guide.never.points.map((p) => p.title)).toEqual([
      "Call you out of the blue.",
      "Show pop-ups or warnings on your screen.",
      "Ask you to pay by gift card, cryptocurrency, wire transfer or payment app.",
      "Start a remote session that you did not ask for and approve.",
      "Ask for your passwords.",
    ]);
  });

  it("shows a booking reference in the form the site really gives", () => {
    expect(guide.check.referenceExample).toMatch(referencePattern);
    expect(guide.check.paragraphs.join(" ")).toContain(
      guide.check.referenceExample,
    );
  });

  it("sends victims to the FTC and the FBI's IC3", () => {
    const report = guide.caught.steps.at(-1)!;
    expect(report.links).toEqual([
      { label: "ReportFraud.ftc.gov", href: "https://reportfraud.ftc.gov/" },
      { label: "ic3.gov", href: "https://www.ic3.gov/" },
    ]);
  });

  it("cites only the FTC and the FBI's IC3, each with a year", () => {
    const facts = [
      ...guide.never.points,
      ...guide.caught.steps,
      ...guide.figures.facts.map((fact) => ({ fact })),
    ].flatMap((p) => (p.fact ? [p.fact] : []));
    expect(facts.length).toBeGreaterThanOrEqual(8);
    for (const { source } of facts) {
      expect(Object.values(sources)).toContain(source);
      expect(source.publisher).toMatch(
        /^(Federal Trade Commission \(FTC\)|FBI Internet Crime Complaint Center \(IC3\))$/,
      );
      expect(source.year).toBeGreaterThanOrEqual(2018);
      expect(source.year).toBeLessThanOrEqual(2025);
    }
  });
});
