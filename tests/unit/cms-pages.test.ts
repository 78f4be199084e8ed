import { business } from "@/data/business";
import { cancellationPolicy } from "@/data/content/policies/en";
import { locales } from "@/data/locale";
import {
  factValue,
  fillAll,
  fillFacts,
  probeFacts,
  probeWithOne,
  templateOf,
  unknownFacts,
  type Facts,
} from "@/lib/cms/facts";
import {
  pageDocumentLabel,
  pageKinds,
  pageShape,
  seedTemplate,
} from "@/lib/cms/page-kinds";
import {
  fromDocument,
  pageTextProblem,
  shapeOf,
  toDocument,
} from "@/lib/cms/page-shape";
import { services } from "@/data/services";
import { featuredSlugs } from "@/lib/content/home";
import { pageContent } from "@/lib/content/pages";
import { policyContent } from "@/lib/content/policies";
import { shownTiers, tiersIn } from "@/lib/content/tiers";
import { seededContent } from "./cms-content";

const facts = {
  fee: 25,
  days: 2,
  name: "Acme",
  people: ["a", "b", "c"],
} satisfies Facts;

describe("facts in the words", () => {
  it("names a number, a text or a list's length, and nothing else", () => {
    expect(factValue(facts, "fee")).toBe("25");
    expect(factValue(facts, "name")).toBe("Acme");
    expect(factValue(facts, "people.length")).toBe("3");
    expect(factValue(facts, "people")).toBeUndefined();
    expect(factValue(facts, "missing")).toBeUndefined();
    // Only the facts' own names: not what every object inherits.
    expect(factValue(facts, "constructor")).toBeUndefined();
    expect(factValue(facts, "name.length")).toBeUndefined();
  });

  it("fills each token, a count in the singular for 1, and leaves an unknown one as typed", () => {
    expect(fillFacts("A fee of ${fee} from {name}.", facts)).toBe(
      "A fee of $25 from Acme.",
    );
    expect(fillFacts("within {days|# day|# days}", facts)).toBe(
      "within 2 days",
    );
    expect(fillFacts("within {days|# day|# days}", { days: 1 })).toBe(
      "within 1 day",
    );
    expect(fillFacts("{nobody} and {fee}", facts)).toBe("{nobody} and 25");
    expect(unknownFacts("{nobody}, {fee}, {x|# a|# b}", facts)).toEqual([
      "{nobody}",
      "{x|# a|# b}",
    ]);
    expect(fillAll({ a: ["{name}"], n: 3 }, facts)).toEqual({
      a: ["Acme"],
      n: 3,
    });
  });

  const build = (f: Facts) => {
    const fee = f.fee as number;
    const days = f.days as number;
    return {
      fee: `A late fee of $${fee} applies.`,
      days: `We reply within ${days} ${days === 1 ? "day" : "days"}.`,
      sum: `Twice the fee is $${fee * 2}.`,
      name: `Call ${f.name as string}.`,
      already: "Room 901 is on the ninth floor.",
    };
  };
  const template = () => {
    const { probe, numbers } = probeFacts(facts);
    const ones = new Map(
      [...numbers.values()].map((path) => [
        path,
        build(probeWithOne(probe, path)),
      ]),
    );
    return templateOf(build(facts), build(probe), numbers, facts, ones);
  };

  it("writes a fact stated as it is as its token, and keeps a sum or a number already there as written", () => {
    expect(template()).toEqual({
      fee: "A late fee of ${fee} applies.",
      days: "We reply within {days|# day|# days}.",
      sum: "Twice the fee is $50.",
      name: "Call {name}.",
      already: "Room 901 is on the ninth floor.",
    });
  });

  it("gives back the words code would write with other facts", () => {
    const other = { ...facts, fee: 40, days: 1, name: "Bolt" };
    expect(fillAll(template(), other)).toEqual({
      fee: "A late fee of $40 applies.",
      days: "We reply within 1 day.",
      sum: "Twice the fee is $50.",
      name: "Call Bolt.",
      already: "Room 901 is on the ninth floor.",
    });
  });
});

describe("a page's text in the CMS", () => {
  it("is refused when it holds markup or names a fact code does not keep", () => {
    expect(pageTextProblem("A fee of ${fee}.", facts)).toBeUndefined();
    expect(pageTextProblem(undefined, facts)).toBeUndefined();
    expect(pageTextProblem("<script>alert(1)</script>", facts)).toEqual({
      reason: "unsafe",
    });
    expect(pageTextProblem("Call {phone} or {name|# a|# b}.", facts)).toEqual({
      reason: "unknownFact",
      tokens: "{phone}",
    });
  });
});

describe("the shape of a kind of page", () => {
  const sections = [
    {
      heading: "One",
      paragraphs: ["First."],
      link: { label: "Read", href: "/privacy-policy" },
    },
    { heading: "Two", paragraphs: [] },
  ];
  const shape = shapeOf([{ sections }]);

  it("knows what may be left out, what must hold a line and what is code's", () => {
    expect(shape).toEqual({
      kind: "group",
      fixed: false,
      members: {
        sections: {
          optional: false,
          shape: {
            kind: "list",
            filled: true,
            of: {
              kind: "group",
              fixed: false,
              members: {
                heading: {
                  optional: false,
                  shape: { kind: "text", long: false, fixed: false },
                },
                paragraphs: {
                  optional: false,
                  shape: {
                    kind: "list",
                    filled: false,
                    of: { kind: "text", long: false, fixed: false },
                  },
                },
                link: {
                  optional: true,
                  shape: {
                    kind: "group",
                    fixed: false,
                    members: {
                      label: {
                        optional: false,
                        shape: { kind: "text", long: false, fixed: false },
                      },
                      href: {
                        optional: false,
                        shape: { kind: "text", long: false, fixed: true },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
  });

  it("stores a list of texts as rows and reads it back as it was", () => {
    const doc = toDocument({ sections }, shape);
    expect(doc).toEqual({
      sections: [
        {
          heading: "One",
          paragraphs: [{ line: "First." }],
          link: { label: "Read", href: "/privacy-policy" },
        },
        { heading: "Two", paragraphs: [] },
      ],
    });
    expect(fromDocument(doc, shape)).toEqual({ sections });
  });

  it("reads a part not written yet as an empty text, and leaves out an empty row, an empty link or one without its address", () => {
    expect(
      fromDocument(
        {
          sections: [
            {
              heading: null,
              paragraphs: [{ line: "Kept." }],
              link: { label: null, href: null },
            },
            { heading: null, paragraphs: [] },
            { heading: "Two", link: { label: "Read", href: "" } },
          ],
        },
        shape,
      ),
    ).toEqual({
      sections: [
        { heading: "", paragraphs: ["Kept."] },
        { heading: "Two", paragraphs: [] },
      ],
    });
    expect(fromDocument(undefined, shape)).toEqual({ sections: [] });
  });
});

describe("the pages a fresh database holds", () => {
  it.each(
    pageKinds.flatMap((kind) =>
      locales.flatMap((locale) =>
        kind.keys.map((key) => [kind.slug, key, locale, kind] as const),
      ),
    ),
  )("%s %s (%s) reads as data/content wrote it", (slug, key, locale, kind) => {
    expect(pageContent(seededContent, slug, key, locale)).toEqual(
      kind.build(locale, key, kind.facts(locale)),
    );
  });

  it("keeps the fees as code's: the cancellation policy states a fee changed in code", () => {
    const template = JSON.stringify(
      seedTemplate(
        pageKinds.find((k) => k.slug === "policies")!,
        "en",
        "cancellation",
      ),
    );
    expect(template).toContain("{business.cancellation.lateFee}");
    const fees = {
      ...business,
      cancellation: { ...business.cancellation, lateFee: 40 },
    };
    expect(policyContent(seededContent, "en", "cancellation", fees)).toEqual(
      cancellationPolicy(fees),
    );
    expect(
      policyContent(seededContent, "en", "cancellation", fees)
        .sections.flatMap((s) => s.paragraphs)
        .join(" "),
    ).toContain("late cancellation fee of $40 applies");
  });

  it("stores no part code keeps: the managed IT pages' names, the list of tests", () => {
    const offerings = pageKinds.find((k) => k.slug === "offerings")!;
    expect(pageShape(offerings)).toMatchObject({ kind: "group" });
    expect(
      Object.keys(
        (pageShape(offerings) as { members: Record<string, unknown> }).members,
      ),
    ).toEqual(["summary", "sections"]);
    expect(
      seededContent.pages.accessibility?.en?.accessibility,
    ).not.toHaveProperty("checks.journeys");
  });

  it("keeps each plan's name and price in code, where the memberships read them", () => {
    const tiers = pageKinds.find((k) => k.slug === "tiers")!;
    expect(
      Object.keys(
        (pageShape(tiers) as { members: Record<string, unknown> }).members,
      ),
    ).toEqual(["users", "storage", "support", "features"]);
    expect(seededContent.pages.tiers?.es?.gold).not.toHaveProperty("name");
  });

  it.each(locales)(
    "shows the plans (%s) as code wrote them until the team changes their words",
    (locale) => {
      expect(shownTiers(seededContent, locale)).toEqual(tiersIn(locale));
      const edited = {
        ...seededContent,
        pages: {
          ...seededContent.pages,
          tiers: {
            [locale]: {
              ...seededContent.pages.tiers?.[locale],
              gold: {
                ...(seededContent.pages.tiers?.[locale]?.gold as object),
                name: "Not the plan's name",
                features: ["Help center access", "Monthly check-up"],
              },
            },
          },
        },
      };
      const [gold] = shownTiers(edited, locale);
      const [coded] = tiersIn(locale);
      expect(gold).toEqual({
        ...coded,
        features: ["Help center access", "Monthly check-up"],
      });
    },
  );

  it("features every service, in the catalogue's order, until the team chooses others", () => {
    expect(featuredSlugs(seededContent)).toEqual(
      services.map(({ slug }) => slug),
    );
    expect(
      featuredSlugs({
        ...seededContent,
        choices: { home: { home: { featured: ["virus-removal-cleanup"] } } },
      }),
    ).toEqual(["virus-removal-cleanup"]);
    expect(featuredSlugs({ ...seededContent, choices: {} })).toHaveLength(
      services.length,
    );
  });
});

describe("a page's document as the team knows it", () => {
  it.each([
    ["about", "about-us", "About us"],
    ["tiers", "platinum", "Managed IT plans (platinum)"],
    ["policies", "refund", "Policies (refund)"],
  ] as const)("%s %s is %p", (kind, key, label) => {
    expect(pageDocumentLabel(kind, key)).toBe(label);
  });
});
