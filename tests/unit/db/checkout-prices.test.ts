/** @jest-environment node */
import {
  contentCatalogue,
  type CatalogueService,
} from "@/lib/content/services";
import type { Locale } from "@/data/locale";
import { bookCheckout } from "@/lib/server/bookings/checkout-request";
import { database } from "@/lib/server/db/client";
import { bookings, notifications } from "@/lib/server/db/schema";
import { eachEngine } from "./engines";
import { details } from "./requests";

// The checkout is booked as the Server Action books it, with the catalogue it
// would read handed in: one whose printer setup went from $79 to $95 after
// the visitor's page was built (docs/product.md §6).
jest.mock("@/lib/server/background", () => ({
  sendNotificationsAfterResponse: jest.fn(),
}));
// The rate limit reads the request's address, which a test has none of.
jest.mock("@/lib/server/admission", () => ({
  admitFormPost: async () => true,
}));
jest.mock("@/lib/server/db/client", () => ({
  ...jest.requireActual("@/lib/server/db/client"),
  database: jest.fn(),
}));

// Monday 30 November 2026, 07:00 in New York; the booking asks for Tuesday.
const now = new Date("2026-11-30T12:00:00Z");

const raise = (service: CatalogueService) =>
  service.slug === "printer-setup" ? { ...service, price: 95 } : service;
const raised = {
  en: contentCatalogue.en.map(raise),
  es: contentCatalogue.es.map(raise),
};

/** The checkout's post: the visitor's details, and each service with the price the page showed. */
function posted(locale: Locale, lines: readonly [string, string][]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(details)) form.set(name, value);
  form.set("locale", locale);
  for (const [slug, price] of lines) {
    form.append("service", slug);
    form.append("price", price);
  }
  return form;
}

eachEngine((connection) => {
  beforeEach(() => {
    jest.mocked(database).mockResolvedValue(connection().db);
  });

  it("books nothing at a price the visitor did not see, and says the new one", async () => {
    const { db } = connection();
    const form = posted("en", [
      ["printer-setup", "79"],
      ["computer-tuneup", "35"],
    ]);
    const answer = await bookCheckout(form, raised, now);
    expect(answer).toMatchObject({
      status: "refused",
      message:
        "Our prices changed since this page was loaded: Printer Setup is now $95. The new total is $130, and your cart shows it now. Nothing was booked: send again to book at these prices.",
    });
    // Every typed field comes back, and the cart gets the published prices.
    expect(answer.values).toMatchObject({
      firstName: "Ada",
      email: "ada@example.com",
      date: "2026-12-01",
    });
    expect(
      answer.catalogue?.find((line) => line.slug === "printer-setup"),
    ).toEqual({ slug: "printer-setup", title: "Printer Setup", price: 95 });
    expect(await db.select().from(bookings)).toEqual([]);
    expect(await db.select().from(notifications)).toEqual([]);
  });

  it("refuses in the page's language, naming the service as that page does", async () => {
    const answer = await bookCheckout(
      posted("es", [["printer-setup", "79"]]),
      raised,
      now,
    );
    expect(answer.message).toBe(
      "Nuestros precios cambiaron desde que se cargó esta página: Configuración de impresora ahora cuesta $95. El nuevo total es $95, y su carrito ya lo muestra. No se reservó nada: envíe de nuevo para reservar a estos precios.",
    );
    expect(answer.catalogue?.[0]).toEqual({
      slug: "printer-setup",
      title: "Configuración de impresora",
      price: 95,
    });
  });

  it("refuses a post that shows no price, or one that cannot be read", async () => {
    for (const seen of ["", "ninety-five", "95.000"]) {
      const answer = await bookCheckout(
        posted("en", [["printer-setup", seen]]),
        raised,
        now,
      );
      expect(answer.status).toBe("refused");
    }
    const form = posted("en", []);
    form.append("service", "printer-setup");
    expect((await bookCheckout(form, raised, now)).status).toBe("refused");
    expect(await connection().db.select().from(bookings)).toEqual([]);
  });

  it("books at the published price the visitor saw, and keeps it on the booking", async () => {
    const { db } = connection();
    const answer = await bookCheckout(
      posted("en", [
        ["printer-setup", "95"],
        ["computer-tuneup", "35"],
      ]),
      raised,
      now,
    );
    expect(answer).toMatchObject({
      status: "sent",
      booking: {
        lines: [
          { title: "Printer Setup", price: 95 },
          { title: "Computer Tune-Up", price: 35 },
        ],
        total: 130,
      },
    });
    const [row] = await db.select().from(bookings);
    expect(row?.reference).toBe(answer.reference);
    expect(row?.services.map(({ slug, price }) => ({ slug, price }))).toEqual([
      { slug: "printer-setup", price: 95 },
      { slug: "computer-tuneup", price: 35 },
    ]);
    expect(row?.total).toBe(130);
  });
});
