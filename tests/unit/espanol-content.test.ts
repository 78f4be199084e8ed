import { searchTermsEs } from "@/data/content/search-terms/es";
import { servicesEn } from "@/data/content/services/en";
import { servicesEs } from "@/data/content/services/es";
import { tiersEn } from "@/data/content/tiers/en";
import { tiersEs } from "@/data/content/tiers/es";
import { seededContent as seeded } from "./cms-content";
import { sameInBothLanguages } from "./same-in-both";
import { sidebarEntries } from "@/data/navigation";
import { aboutUsContent } from "@/lib/content/about-us";
import {
  accessibilityContent,
  keyboardJourneysContent,
} from "@/lib/content/accessibility";
import { offeringContent } from "@/lib/content/offerings";
import { policyContent, type PolicyId } from "@/lib/content/policies";
import { sourcesContent } from "@/lib/content/sources";
import { staySafeContent } from "@/lib/content/stay-safe";
import { sidebarIn, type LabelledEntry } from "@/lib/navigation";
import { offeringSlugs } from "@/data/offerings";
import { timeWindows } from "@/data/request-rules";
import { windowLabel } from "@/lib/bookings/manage";
import { catalogue } from "@/lib/i18n/catalogue";
import { contentCatalogue } from "@/lib/content/services";
import { business } from "@/data/business";
import { company } from "@/data/company";
import { tiers } from "@/data/tiers";
import { searchDocuments } from "@/lib/search/search-documents";
import {
  createServiceIndex,
  searchServices,
} from "@/lib/search/service-search";

const services = contentCatalogue.en;

/** Each language's service content (data/content/services/<locale>.ts). */
const serviceCopy = { en: servicesEn, es: servicesEs };
const tierCopy = { en: tiersEn, es: tiersEs };

/** Every string a reader sees in a value, however deeply nested; an address is not copy. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "href" ? [] : strings(inner),
    );
  }
  return [];
}

/** A catalogue namespace in both languages, as the copy tables were. */
const inCatalogue = <N extends keyof ReturnType<typeof catalogue>>(n: N) => ({
  en: catalogue("en")[n],
  es: catalogue("es")[n],
});
const priceStoryCopy = inCatalogue("priceStory");
const contactCopy = inCatalogue("contact");
const formsCopy = inCatalogue("forms");

/** Each copy area in both languages: the Spanish must not repeat the English. */
const areas = {
  services: serviceCopy,
  tiers: tierCopy,
  priceStory: priceStoryCopy,
  aboutUs: {
    en: aboutUsContent(seeded, "en"),
    es: aboutUsContent(seeded, "es"),
  },
  offerings: {
    en: offeringSlugs.map((slug) => offeringContent(seeded, "en", slug)),
    es: offeringSlugs.map((slug) => offeringContent(seeded, "es", slug)),
  },
  labels: { en: catalogue("en").labels, es: catalogue("es").labels },
  forms: formsCopy,
  contact: contactCopy,
};

const policyIds: PolicyId[] = ["privacy", "cancellation", "terms", "refund"];

/** The Spanish strings that repeat an English one and are not in the reviewed list. */
function untranslated(en: unknown, es: unknown): string[] {
  const english = new Set(strings(en));
  return strings(es).filter(
    (text) => english.has(text) && !sameInBothLanguages(text),
  );
}

describe("the Spanish service content", () => {
  it("covers every slug of the catalogue, and no other", () => {
    expect(Object.keys(serviceCopy.es).sort()).toEqual(
      services.map((s) => s.slug).sort(),
    );
  });

  it("reads the English through the same type as the catalogue shows it", () => {
    for (const service of services) {
      expect(serviceCopy.en[service.slug]).toEqual({
        title: service.title,
        summary: service.summary,
        description: service.description,
        servicesIncluded: service.servicesIncluded,
        faqs: service.faqs,
      });
    }
  });

  it.each(services.map((s) => s.slug))(
    "%s has as many inclusions, FAQs and paragraphs as the English",
    (slug) => {
      const en = serviceCopy.en[slug];
      const es = serviceCopy.es[slug];
      expect(es.servicesIncluded).toHaveLength(en.servicesIncluded.length);
      expect(es.faqs).toHaveLength(en.faqs.length);
      expect(es.description.split("\n\n")).toHaveLength(
        en.description.split("\n\n").length,
      );
      for (const text of strings(es)) expect(text.trim()).not.toBe("");
    },
  );
});

describe("nothing half-translated", () => {
  it.each(Object.entries(areas))(
    "no Spanish value of %s equals an English one outside the reviewed list",
    (_, copy) => {
      expect(untranslated(copy.en, copy.es)).toEqual([]);
    },
  );

  it("finds an English title left in the Spanish, but lets a reviewed name pass", () => {
    const en = { title: "Printer Setup", faqs: [{ answer: "Windows" }] };
    const es = { title: "Printer Setup", faqs: [{ answer: "Windows" }] };
    expect(untranslated(en, es)).toEqual(["Printer Setup"]);
  });
});

describe("the Spanish navigation", () => {
  it("keeps the sidebar's entries, order and addresses, with Spanish labels", () => {
    const es = sidebarIn("es");
    const withoutLabel = (entries: readonly LabelledEntry[]) =>
      entries.map((entry) => ({ ...entry, label: "" }));
    expect(withoutLabel(es)).toEqual(withoutLabel(sidebarIn("en")));
    expect(es.map((entry) => entry.label)).toContain("Inicio");
  });

  it("shows the English sidebar exactly as data/navigation.ts orders it", () => {
    const entries = sidebarIn("en").map((entry) =>
      entry.kind === "link"
        ? { kind: entry.kind, link: entry.link }
        : { kind: entry.kind, category: entry.category },
    );
    expect(entries).toEqual(sidebarEntries);
  });

  it("names every plan in Spanish", () => {
    expect(Object.keys(tierCopy.es).sort()).toEqual(
      tiers.map((t) => t.id).sort(),
    );
  });
});

describe("searching in Spanish", () => {
  const spanishCatalogue = services.map((s) => ({
    ...s,
    ...serviceCopy.es[s.slug],
  }));
  const index = createServiceIndex(
    searchDocuments(spanishCatalogue, searchTermsEs),
  );
  const first = (query: string) => searchServices(index, query)[0]?.slug;

  it.each([
    ["instalación de impresora", "printer-installation"],
    ["reparación de computadoras", "computer-repair"],
    ["pantalla azul", "computer-repair"],
    ["ventanas emergentes", "virus-removal-cleanup"],
    ["copia de seguridad", "data-backup-or-transfer"],
    ["wifi sin señal", "extend-a-wifi-signal"],
  ])("%s finds %s first", (query, slug) => {
    expect(first(query)).toBe(slug);
  });

  it("answers a slow computer with the tune-up or the optimization", () => {
    expect(["computer-tuneup", "pc-optimization"]).toContain(
      first("mi computadora está lenta"),
    );
  });
});

describe("the Spanish policies", () => {
  it.each(policyIds)(
    "%s has the English's sections and paragraphs, in Spanish, and says the English governs",
    (id) => {
      const en = policyContent(seeded, "en", id);
      const es = policyContent(seeded, "es", id);
      expect(es.englishGoverns).toMatch(/rige la versión en inglés/);
      expect(es.sections.map((s) => s.paragraphs.length)).toEqual(
        en.sections.map((s) => s.paragraphs.length),
      );
      expect(untranslated(en, es)).toEqual([]);
    },
  );

  it("states the constants it is given, as the English does", () => {
    const fees = {
      ...business,
      cancellation: { ...business.cancellation, lateFee: 40 },
    };
    const phone = { display: "(718) 555-0199", e164: "+17185550199" };
    const text = strings(
      policyContent(seeded, "es", "cancellation", fees, { ...company, phone }),
    ).join("\n");
    expect(text).toContain("cargo por cancelación tardía de $40.");
    expect(text).toContain("llámenos al (718) 555-0199");
  });
});

describe("the Spanish trust pages", () => {
  const checks = (locale: "en" | "es") => ({
    pagesChecked: 30,
    keyboardJourneys: Object.values(keyboardJourneysContent(locale)),
  });

  it.each([
    [
      "the scam guide",
      staySafeContent(seeded, "en"),
      staySafeContent(seeded, "es"),
    ],
    [
      "the accessibility statement",
      accessibilityContent(seeded, "en", checks("en")),
      accessibilityContent(seeded, "es", checks("es")),
    ],
    ["the sources", sourcesContent("en"), sourcesContent("es")],
  ])("%s repeats no English outside the reviewed list", (_, en, es) => {
    expect(untranslated(en, es)).toEqual([]);
  });

  it("counts in Spanish, singular and plural", () => {
    const statement = accessibilityContent(seeded, "es", checks("es"), {
      ...business,
      accessibilityReports: { replyWithinBusinessDays: 1 },
    });
    expect(statement.checks.axe).toContain("las 30 páginas");
    expect(statement.checks.keyboard).toContain("2 recorridos");
    expect(statement.report.paragraphs.join(" ")).toContain("1 día hábil,");
  });
});

describe("the Spanish form labels", () => {
  it("names the booking windows in Spanish, with the English hours", () => {
    const spanish = Object.fromEntries(
      timeWindows.map((w) => [w.id, windowLabel(w.id, "es")]),
    );
    expect(spanish).toEqual({
      morning: "Mañana (8–12)",
      afternoon: "Tarde (12–5)",
      evening: "Noche (5–9)",
    });
  });
});

/**
 * docs/product.md §22 in Spanish: no copy may say we need a customer's
 * password. A sentence does when it names a password, names us (or is in our
 * "we" form), and asks for it, unless it is negated or leaves it to the customer.
 */
function diceQueLaNecesitamos(sentence: string): boolean {
  const s = sentence.toLowerCase();
  const secret = /contraseñ|\bpin\b|inici\w* sesión en sus cuentas/.test(s);
  const us =
    /\b(nosotros|nuestros?|técnicos?)\b|\p{L}+(amos|emos|imos)\b/u.test(s);
  const asks =
    /necesit|\bpid|\bpedi|\bdar\b|\bdé\b|envíe|compart|\bsab|conoc|a mano|tenga list|\blea\b|díganos/.test(
      s,
    );
  const waived = /\b(nunca|no|nadie|ni)\b|usted mism[oa]/.test(s);
  return secret && us && asks && !waived;
}

describe("the Spanish copy and passwords", () => {
  const spanish = [
    ...strings(serviceCopy.es),
    ...strings(aboutUsContent(seeded, "es")),
    ...strings(
      offeringSlugs.map((slug) => offeringContent(seeded, "es", slug)),
    ),
    ...strings(priceStoryCopy.es),
    ...strings(tierCopy.es),
    ...strings(staySafeContent(seeded, "es")),
    ...policyIds.flatMap((id) => strings(policyContent(seeded, "es", id))),
  ];

  it("never says we need a password", () => {
    const sentences = spanish.flatMap((text) => text.split(/(?<=[.?!:;])\s+/));
    expect(sentences.filter(diceQueLaNecesitamos)).toEqual([]);
  });

  it("would catch a sentence that asks for one", () => {
    expect(
      diceQueLaNecesitamos(
        "Tenga a mano su contraseña para dársela al técnico.",
      ),
    ).toBe(true);
    expect(
      diceQueLaNecesitamos(
        "Tenga a mano su contraseña: usted mismo la escribe cuando llegamos a ese paso.",
      ),
    ).toBe(false);
  });
});
