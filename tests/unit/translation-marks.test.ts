import {
  changedFields,
  nextMarks,
  readMarks,
  spanishEditPath,
  waitingForTranslation,
  type TranslationMarks,
} from "@/lib/cms/translation-marks";

const now = new Date("2026-12-04T15:00:00.000Z");
const none: TranslationMarks = { fields: [], since: null };
const faqs = [
  { id: "a1", question: "Do you come to me?", answer: "Yes." },
  { id: "a2", question: "How long?", answer: "An hour." },
];

describe("what counts as a change of a field's words", () => {
  it("a new summary is a change; the same summary is not", () => {
    expect(changedFields({ summary: "Old." }, { summary: "New." })).toEqual([
      "summary",
    ]);
    expect(changedFields({ summary: "Old." }, { summary: "Old." })).toEqual([]);
  });

  it("a change of whitespace alone is not: no new English to translate", () => {
    expect(
      changedFields({ summary: "We fix it." }, { summary: "  We  fix\nit. " }),
    ).toEqual([]);
  });

  it("a field the save does not send is not changed", () => {
    expect(changedFields({ summary: "Old." }, { price: 99 })).toEqual([]);
  });

  it("a list compares its rows' words, not their ids", () => {
    const sameWords = faqs.map((row, i) => ({ ...row, id: `b${i}` }));
    expect(changedFields({ faqs }, { faqs: sameWords })).toEqual([]);
  });

  it.each([
    ["a row added", [...faqs, { id: "a3", question: "Cost?", answer: "$99." }]],
    ["a row removed", faqs.slice(0, 1)],
    ["rows reordered", [faqs[1], faqs[0]]],
    ["one answer edited", [faqs[0], { ...faqs[1], answer: "Two hours." }]],
  ])("%s is a change of faqs", (_, next) => {
    expect(changedFields({ faqs }, { faqs: next })).toEqual(["faqs"]);
  });

  it("a field written for the first time is a change", () => {
    expect(changedFields(undefined, { title: "Printer setup" })).toEqual([
      "title",
    ]);
  });
});

describe("the marks after a save", () => {
  it("an English change marks the field, since the save", () => {
    expect(
      nextMarks({
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
        locale: "es",
        previous: { summary: "Viejo." },
        next: { summary: " Viejo. " },
        marks,
        now,
      }),
    ).toEqual(marks);
  });

  it("a Spanish change to a field not marked marks nothing", () => {
    expect(
      nextMarks({
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
      readMarks({
        spanishOutOfDate: ["faqs", "price", "title"],
        spanishOutOfDateSince: "2026-12-01T09:00:00.000Z",
      }),
    ).toEqual({ fields: ["title", "faqs"], since: "2026-12-01T09:00:00.000Z" });
  });

  it("a document without marks, or with no list, waits for nothing", () => {
    expect(readMarks(undefined)).toEqual(none);
    expect(
      readMarks({
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
    expect(spanishEditPath(12)).toBe(
      "/admin/collections/services/12?locale=es",
    );
  });
});
