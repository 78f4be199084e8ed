import { draftChanges } from "@/lib/cms/content-changes";
import type {
  PublishedContent,
  PublishedService,
} from "@/lib/cms/published-content";

const service = (over: Partial<PublishedService> = {}): PublishedService => ({
  title: "Printer setup",
  summary: "We set up your printer.",
  description: "On every computer in the house.",
  servicesIncluded: ["Drivers"],
  faqs: [{ question: "Wireless?", answer: "Yes." }],
  price: 79,
  minutes: 60,
  cover: null,
  coverAlt: "",
  ...over,
});

const content = (
  en: Record<string, PublishedService>,
  es: Record<string, PublishedService>,
  more: Pick<PublishedContent, "pages" | "choices"> = { pages: {} },
): PublishedContent => ({ publishedAt: "", services: { en, es }, ...more });

const published = content(
  { printer: service(), wifi: service({ title: "Wi-Fi", price: 99 }) },
  {
    printer: service({ title: "Impresora" }),
    wifi: service({ title: "Wi-Fi", price: 99 }),
  },
);

describe("the pages whose drafts differ from what is published", () => {
  it("lists none when the drafts are what is published", () => {
    expect(draftChanges(published, published)).toEqual([]);
  });

  it("lists a price change on both languages' pages, with the warning's two prices", () => {
    const draft = content(
      { ...published.services.en, printer: service({ price: 84 }) },
      {
        ...published.services.es,
        printer: service({ title: "Impresora", price: 84 }),
      },
    );
    expect(draftChanges(published, draft)).toEqual([
      {
        kind: "service",
        path: "/services/printer",
        locale: "en",
        slug: "printer",
        fields: ["price"],
        price: { from: 79, to: 84 },
      },
      {
        kind: "service",
        path: "/es/services/printer",
        locale: "es",
        slug: "printer",
        fields: ["price"],
        price: { from: 79, to: 84 },
      },
    ]);
  });

  it("lists only the language whose words changed, with which fields, and no price warning", () => {
    const draft = content(published.services.en, {
      ...published.services.es,
      wifi: service({
        title: "Wi-Fi en casa",
        price: 99,
        faqs: [{ question: "¿Inalámbrico?", answer: "Sí." }],
      }),
    });
    expect(draftChanges(published, draft)).toEqual([
      {
        kind: "service",
        path: "/es/services/wifi",
        locale: "es",
        slug: "wifi",
        fields: ["title", "faqs"],
      },
    ]);
  });

  it("lists a new cover and its words, in the language whose words changed", () => {
    const cover = {
      src: "/covers/AbCdEfGhIjKlMnOpQrStUv.webp",
      width: 1600,
      height: 840,
    };
    const draft = content(
      {
        ...published.services.en,
        printer: service({ cover, coverAlt: "A printer on a desk" }),
      },
      {
        ...published.services.es,
        printer: service({ title: "Impresora", cover }),
      },
    );
    expect(
      draftChanges(published, draft).map((c) => [c.locale, c.fields]),
    ).toEqual([
      ["en", ["cover", "coverAlt"]],
      ["es", ["cover"]],
    ]);
  });

  it("counts a service never published as different in every field it fills", () => {
    const draft = content(
      { ...published.services.en, fresh: service() },
      published.services.es,
    );
    expect(draftChanges(published, draft)).toEqual([
      {
        kind: "service",
        path: "/services/fresh",
        locale: "en",
        slug: "fresh",
        fields: [
          "title",
          "price",
          "minutes",
          "summary",
          "description",
          "servicesIncluded",
          "faqs",
        ],
      },
    ]);
  });
});

describe("the other pages whose drafts differ", () => {
  const about = (lead: string, values: string[]) => ({
    hero: { title: "About us", lead },
    values,
  });
  const pages = (
    es: ReturnType<typeof about>,
    featured = ["printer", "wifi"],
  ) => ({
    pages: {
      about: {
        en: { "about-us": about("We fix computers.", ["Care"]) },
        es: { "about-us": es },
      },
      home: { en: { home: {} }, es: { home: {} } },
    },
    choices: { home: { home: { featured } } },
  });
  const live = content(
    published.services.en,
    published.services.es,
    pages(about("Arreglamos computadoras.", ["Cuidado"])),
  );

  it("lists none when the drafts are what is published", () => {
    expect(draftChanges(live, live)).toEqual([]);
  });

  it("lists the language whose words changed, with the page's top-level fields that differ", () => {
    const draft = content(
      published.services.en,
      published.services.es,
      pages(about("Arreglamos computadoras.", ["Cuidado", "Rapidez"])),
    );
    expect(draftChanges(live, draft)).toEqual([
      {
        kind: "about",
        path: "/es/about-us",
        locale: "es",
        key: "about-us",
        fields: ["values"],
      },
    ]);
  });

  it("lists a field the draft no longer has", () => {
    const draft = content(published.services.en, published.services.es, {
      ...live,
      pages: {
        ...live.pages,
        about: {
          en: { "about-us": { hero: about("We fix computers.", []).hero } },
          es: live.pages.about!.es!,
        },
      },
    });
    expect(draftChanges(live, draft).map((c) => [c.path, c.fields])).toEqual([
      ["/about-us", ["values"]],
    ]);
  });

  it("lists a new choice of featured services on the home page in both languages", () => {
    const draft = content(
      published.services.en,
      published.services.es,
      pages(about("Arreglamos computadoras.", ["Cuidado"]), [
        "wifi",
        "printer",
      ]),
    );
    expect(draftChanges(live, draft).map((c) => [c.path, c.fields])).toEqual([
      ["/", ["featured"]],
      ["/es", ["featured"]],
    ]);
  });
});
