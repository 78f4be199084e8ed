import {
  changedFields,
  nextMarks,
  readMarks,
  spanishEditPath,
  translatedFields,
  waitingForTranslation,
  waitingPages,
  type TranslationMarks,
} from "@/lib/cms/translation-marks";
import {
  pageKind,
  pageKinds,
  pageTranslatedFields,
} from "@/lib/cms/page-kinds";
import cmsChecks from "@/messages/en/cmsChecks.json";
import desk from "@/messages/en/desk.json";

const now = new Date("2026-12-04T15:00:00.000Z");
const none: TranslationMarks = { fields: [], since: null };
const faqs = [
  { id: "a1", question: "Do you come to me?", answer: "Yes." },
  { id: "a2", question: "How long?", answer: "An hour." },
];

describe("what counts as a change of a field's words", () => {
  it("a new summary is a change; the same summary is not", () => {
    expect(
      changedFields(translatedFields, { summary: "Old." }, { summary: "New." }),
    ).toEqual(["summary"]);
    expect(
      changedFields(translatedFields, { summary: "Old." }, { summary: "Old." }),
    ).toEqual([]);
  });

  it("a change of whitespace alone is not: no new English to translate", () => {
    expect(
      changedFields(
        translatedFields,
        { summary: "We fix it." },
        { summary: "  We  fix\nit. " },
      ),
    ).toEqual([]);
  });

  it("a field the save does not send is not changed", () => {
    expect(
      changedFields(translatedFields, { summary: "Old." }, { price: 99 }),
    ).toEqual([]);
  });

  it("a list compares its rows' words, not their ids", () => {
    const sameWords = faqs.map((row, i) => ({ ...row, id: `b${i}` }));
    expect(
      changedFields(translatedFields, { faqs }, { faqs: sameWords }),
    ).toEqual([]);
  });

  it.each([
    ["a row added", [...faqs, { id: "a3", question: "Cost?", answer: "$99." }]],
    ["a row removed", faqs.slice(0, 1)],
    ["rows reordered", [faqs[1], faqs[0]]],
    ["one answer edited", [faqs[0], { ...faqs[1], answer: "Two hours." }]],
  ])("%s is a change of faqs", (_, next) => {
    expect(changedFields(translatedFields, { faqs }, { faqs: next })).toEqual([
      "faqs",
    ]);
  });

  it("a field written for the first time is a change", () => {
    expect(
      changedFields(translatedFields, undefined, { title: "Printer setup" }),
    ).toEqual(["title"]);
  });
});

describe("the marks after a save", () => {
  it("an English change marks the field, since the save", () => {
    expect(
      nextMarks({
        translated: translatedFields,
        locale: "en",
        previous: { summary: "Old.", title: "Setup" },
        next: { summary: "New.", title: "Setup" },
        marks: none,
        now,
      }),
    ).toEqual({ fields: ["summary"], since: "2026-12-04T15:00:00.000Z" });
  });

  it("a later English change adds its field and keeps the first time", () => {
    expect(
      nextMarks({
        translated: translatedFields,
        locale: "en",
        previous: { title: "Setup", faqs },
        next: { title: "Set-up", faqs: faqs.slice(1) },
        marks: { fields: ["summary"], since: "2026-12-01T09:00:00.000Z" },
        now,
      }),
    ).toEqual({
      fields: ["title", "summary", "faqs"],
      since: "2026-12-01T09:00:00.000Z",
    });
  });

  it("a Spanish change takes its field's mark off, and only its own", () => {
    expect(
      nextMarks({
        translated: translatedFields,
        locale: "es",
        previous: { summary: "Viejo.", title: "Instalación" },
        next: { summary: "Nuevo.", title: "Instalación" },
        marks: {
          fields: ["title", "summary"],
          since: "2026-12-01T09:00:00.000Z",
        },
        now,
      }),
    ).toEqual({ fields: ["title"], since: "2026-12-01T09:00:00.000Z" });
  });

  it("the last mark taken off clears the time", () => {
    expect(
      nextMarks({
        translated: translatedFields,
        locale: "es",
        previous: { summary: "Viejo." },
        next: { summary: "Nuevo." },
        marks: { fields: ["summary"], since: "2026-12-01T09:00:00.000Z" },
        now,
      }),
    ).toEqual(none);
  });

  it("a Spanish save that leaves the field's words as they were keeps the mark", () => {
    const marks: TranslationMarks = {
      fields: ["summary"],
      since: "2026-12-01T09:00:00.000Z",
    };
    expect(
      nextMarks({
        translated: translatedFields,
        locale: "es",
        previous: { summary: "Viejo." },
        next: { summary: " Viejo. " },
        marks,
        now,
      }),
    ).toEqual(marks);
  });

  it("a Spanish save that says a field is still right takes its mark off, with no new words", () => {
    expect(
      nextMarks({
        translated: translatedFields,
        locale: "es",
        previous: { summary: "Viejo.", title: "Instalación" },
        next: { summary: "Viejo.", title: "Instalación" },
        marks: {
          fields: ["title", "summary"],
          since: "2026-12-01T09:00:00.000Z",
        },
        stillRight: ["summary", "not a field"],
        now,
      }),
    ).toEqual({ fields: ["title"], since: "2026-12-01T09:00:00.000Z" });
  });

  it("an English save that says a field is still right marks it all the same", () => {
    expect(
      nextMarks({
        translated: translatedFields,
        locale: "en",
        previous: { summary: "Old." },
        next: { summary: "New." },
        marks: none,
        stillRight: ["summary"],
        now,
      }),
    ).toEqual({ fields: ["summary"], since: now.toISOString() });
  });

  it("a Spanish change to a field not marked marks nothing", () => {
    expect(
      nextMarks({
        translated: translatedFields,
        locale: "es",
        previous: { title: "Viejo" },
        next: { title: "Nuevo" },
        marks: none,
        now,
      }),
    ).toEqual(none);
  });

  it("a save in any other locale (all at once) keeps the marks as they are", () => {
    const marks: TranslationMarks = {
      fields: ["faqs"],
      since: "2026-12-01T09:00:00.000Z",
    };
    expect(
      nextMarks({
        translated: translatedFields,
        locale: "all",
        previous: { title: "A" },
        next: { title: "B" },
        marks,
        now,
      }),
    ).toEqual(marks);
  });
});

describe("the marks a document holds", () => {
  it("keeps known fields in the editor's order and drops the rest", () => {
    expect(
      readMarks(translatedFields, {
        spanishOutOfDate: ["faqs", "price", "title"],
        spanishOutOfDateSince: "2026-12-01T09:00:00.000Z",
      }),
    ).toEqual({ fields: ["title", "faqs"], since: "2026-12-01T09:00:00.000Z" });
  });

  it("a document without marks, or with no list, waits for nothing", () => {
    expect(readMarks(translatedFields, undefined)).toEqual(none);
    expect(
      readMarks(translatedFields, {
        spanishOutOfDate: null,
        spanishOutOfDateSince: "2026-12-01T09:00:00.000Z",
      }),
    ).toEqual(none);
  });
});

describe("the desk's list of what waits for translation", () => {
  it("lists only services with a mark, the longest waiting first", () => {
    const docs = [
      {
        id: 3,
        slug: "printer-setup",
        title: "Printer Setup",
        _status: "published",
      },
      {
        id: 7,
        slug: "virus-removal",
        title: "Virus Removal",
        _status: "draft",
        spanishOutOfDate: ["summary"],
        spanishOutOfDateSince: "2026-12-03T10:00:00.000Z",
      },
      {
        id: 5,
        slug: "wifi-setup",
        title: "Wi-Fi Setup",
        _status: "published",
        spanishOutOfDate: ["faqs", "title"],
        spanishOutOfDateSince: "2026-12-01T10:00:00.000Z",
      },
      {
        id: 9,
        slug: "tv-mounting",
        title: "TV Mounting",
        spanishOutOfDate: [],
      },
    ];
    expect(waitingForTranslation(docs)).toEqual([
      {
        id: 5,
        slug: "wifi-setup",
        title: "Wi-Fi Setup",
        fields: ["title", "faqs"],
        since: "2026-12-01T10:00:00.000Z",
        published: true,
      },
      {
        id: 7,
        slug: "virus-removal",
        title: "Virus Removal",
        fields: ["summary"],
        since: "2026-12-03T10:00:00.000Z",
        published: false,
      },
    ]);
  });

  it("nothing marked is an empty list", () => {
    expect(waitingForTranslation([])).toEqual([]);
    expect(waitingForTranslation([{ id: 1, title: "A" }])).toEqual([]);
  });

  it("links to the service's Spanish in the admin", () => {
    expect(spanishEditPath("services", 12)).toBe(
      "/admin/collections/services/12?locale=es",
    );
  });
});

describe("a page kind's translated fields", () => {
  const about = pageTranslatedFields(pageKind("about"));

  it("are its content's top-level parts", () => {
    expect(about).toEqual(["sections", "talk"]);
    expect(pageTranslatedFields(pageKind("policies"))).toEqual([
      "title",
      "intro",
      "sections",
      "englishGoverns",
    ]);
  });

  it("an English change inside a part marks the part; a field outside the list marks nothing", () => {
    const talk = { heading: "Talk to us", beforePhone: "Call" };
    expect(
      nextMarks({
        translated: about,
        locale: "en",
        previous: { key: "about-us", talk },
        next: { key: "about-them", talk: { ...talk, heading: "Call us" } },
        marks: none,
        now,
      }),
    ).toEqual({ fields: ["talk"], since: "2026-12-04T15:00:00.000Z" });
  });

  it("a Spanish change to the part takes its mark off", () => {
    expect(
      nextMarks({
        translated: about,
        locale: "es",
        previous: { talk: { heading: "Hable con nosotros" } },
        next: { talk: { heading: "Llámenos" } },
        marks: { fields: ["talk"], since: "2026-12-01T09:00:00.000Z" },
        now,
      }),
    ).toEqual(none);
  });

  it("every kind's fields have a name for the CMS and for the desk", () => {
    for (const kind of pageKinds) {
      for (const field of pageTranslatedFields(kind)) {
        expect([kind.slug, field, field in cmsChecks.pageFields]).toEqual([
          kind.slug,
          field,
          true,
        ]);
        expect([kind.slug, field, field in desk.pageFields]).toEqual([
          kind.slug,
          field,
          true,
        ]);
      }
    }
  });
});

describe("the desk's list of pages waiting for translation", () => {
  it("lists pages of every kind with a mark, the longest waiting first, each with its kind", () => {
    expect(
      waitingPages([
        {
          collection: "about",
          label: "About us",
          translated: ["sections", "talk"],
          docs: [
            {
              id: 1,
              key: "about-us",
              _status: "published",
              spanishOutOfDate: ["talk", "hero"],
              spanishOutOfDateSince: "2026-12-03T10:00:00.000Z",
            },
          ],
        },
        {
          collection: "policies",
          label: "Policies",
          translated: ["title", "intro", "sections", "englishGoverns"],
          docs: [
            { id: 2, key: "privacy", _status: "published" },
            {
              id: 3,
              key: "refund",
              _status: "draft",
              spanishOutOfDate: ["sections", "intro"],
              spanishOutOfDateSince: "2026-12-02T10:00:00.000Z",
            },
          ],
        },
      ]),
    ).toEqual([
      {
        collection: "policies",
        label: "Policies",
        id: 3,
        key: "refund",
        fields: ["intro", "sections"],
        since: "2026-12-02T10:00:00.000Z",
        published: false,
      },
      {
        collection: "about",
        label: "About us",
        id: 1,
        key: "about-us",
        fields: ["talk"],
        since: "2026-12-03T10:00:00.000Z",
        published: true,
      },
    ]);
  });

  it("links to the page's Spanish in its kind's collection", () => {
    expect(spanishEditPath("about", 1)).toBe(
      "/admin/collections/about/1?locale=es",
    );
  });
});
