/** @jest-environment node */
import { markSpanishOutOfDate } from "@/lib/server/cms/translation";
import { translatedFields } from "@/lib/cms/translation-marks";

const since = "2026-12-01T09:00:00.000Z";

/** Runs the hook as Payload would for one save. */
function save({
  locale = "en",
  operation = "update",
  context = {},
  data,
  originalDoc,
  translated = translatedFields,
}: {
  translated?: readonly string[];
  locale?: string;
  operation?: "create" | "update";
  context?: Record<string, unknown>;
  data: Record<string, unknown>;
  originalDoc?: Record<string, unknown>;
}) {
  return markSpanishOutOfDate(translated)({
    collection: {},
    context,
    data,
    operation,
    originalDoc,
    req: { locale, context },
  } as unknown as Parameters<ReturnType<typeof markSpanishOutOfDate>>[0]);
}

describe("the CMS's hook that keeps the Spanish-out-of-date marks", () => {
  it("an English save that changes a field adds its mark to what the document held", () => {
    expect(
      save({
        data: { title: "New title", summary: "Same." },
        originalDoc: {
          title: "Old title",
          summary: "Same.",
          spanishOutOfDate: ["faqs"],
          spanishOutOfDateSince: since,
        },
      }),
    ).toEqual({
      title: "New title",
      summary: "Same.",
      spanishOutOfDate: ["title", "faqs"],
      spanishOutOfDateSince: since,
    });
  });

  it("ignores marks a save sends: they are the CMS's, never typed", () => {
    expect(
      save({
        locale: "es",
        data: { summary: "Igual.", spanishOutOfDate: [] },
        originalDoc: {
          summary: "Igual.",
          spanishOutOfDate: ["summary"],
          spanishOutOfDateSince: since,
        },
      }),
    ).toMatchObject({
      spanishOutOfDate: ["summary"],
      spanishOutOfDateSince: since,
    });
    expect(
      save({
        data: { summary: "Same.", spanishOutOfDate: ["title"] },
        originalDoc: { summary: "Same.", spanishOutOfDate: [] },
      }),
    ).toMatchObject({ spanishOutOfDate: [], spanishOutOfDateSince: null });
  });

  it("the seed's saves and a new document mark nothing", () => {
    expect(
      save({
        context: { seeding: true },
        locale: "es",
        data: { summary: "Nuevo." },
        originalDoc: { summary: "" },
      }),
    ).toMatchObject({ spanishOutOfDate: [], spanishOutOfDateSince: null });
    expect(
      save({ operation: "create", data: { title: "Printer Setup" } }),
    ).toMatchObject({ spanishOutOfDate: [], spanishOutOfDateSince: null });
  });

  it("a restore keeps the marks of the version it brings back", () => {
    const restored = {
      title: "Old title",
      spanishOutOfDate: ["summary"],
      spanishOutOfDateSince: since,
    };
    expect(
      save({
        context: { restoring: true },
        data: restored,
        originalDoc: { title: "New title", spanishOutOfDate: [] },
      }),
    ).toEqual(restored);
  });

  it("on a page, marks the parts of its kind's content the English save changes", () => {
    expect(
      save({
        translated: ["sections", "talk"],
        data: {
          key: "about-us",
          talk: { heading: "Call us" },
          sections: [{ heading: "Who we help" }],
        },
        originalDoc: {
          key: "about-us",
          talk: { heading: "Talk to us" },
          sections: [{ heading: "Who we help" }],
          spanishOutOfDate: [],
        },
      }),
    ).toMatchObject({
      spanishOutOfDate: ["talk"],
      spanishOutOfDateSince: expect.any(String),
    });
  });
});
