import { render, screen } from "@testing-library/react";
import { contentCatalogue } from "@/lib/content/services";
import { BookingSummary } from "@/components/bookings/booking-summary";
import { EmptyCart } from "@/components/cart/empty-cart";
import { LostSlot } from "@/components/cart/lost-slot";
import { SlotPicker, whyNoSlot } from "@/components/cart/slot-picker";
import { BookingConfirmation } from "@/components/shared/booking-confirmation";
import { sameInBothLanguages } from "./same-in-both";
import { feeFor } from "@/lib/bookings/fees";
import { historyText, type ManagedBooking } from "@/lib/bookings/manage";
import { remoteHelp } from "@/lib/catalogue";
import { offeredDays } from "@/lib/scheduling/labels";
import { catalogue, translator } from "@/lib/i18n/catalogue";
import { withWords } from "./intl";

const ny = "America/New_York";

/** Draws a cart island with the Spanish page's words around it. */
const renderInSpanish = (island: React.ReactElement) =>
  render(island, { wrapper: withWords("es", ["cart", "checkout", "zip"]) });
const spanish = {
  checkout: translator("es", "checkout"),
  zip: translator("es", "zip"),
};
/** The cart's and the checkout's catalogue namespaces, in both languages. */
const checkoutCopy = {
  en: pickWords("en"),
  es: pickWords("es"),
};
function pickWords(locale: "en" | "es") {
  const { cart, checkout, share, zip } = catalogue(locale);
  return { cart, checkout, share, zip };
}

// Issue 60: the booking's islands and server words in Spanish. Expected
// values are typed by hand from docs/glossary-es.md.
describe("the cart and the checkout in Spanish", () => {
  test("an empty cart says so and links the Spanish home page", () => {
    renderInSpanish(<EmptyCart locale="es" />);
    expect(screen.getByText("Su carrito está vacío.")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Agregar un servicio" }),
    ).toHaveAttribute("href", "/es");
    expect(
      screen.getByRole("img", {
        name: "Formas de pago aceptadas: tarjetas de crédito, de débito y bancarias",
      }),
    ).toBeInTheDocument();
  });

  test("the slot picker looks for free times, then says why none can be picked", () => {
    renderInSpanish(<SlotPicker remote={false} onChoose={() => {}} />);
    expect(screen.getByText("Buscando horarios libres…")).toBeInTheDocument();
    expect(whyNoSlot({ status: "not-visited" }, "10999", spanish)).toBe(
      "No hacemos visitas en el código postal 10999: ninguno de nuestros técnicos va allí.",
    );
    expect(whyNoSlot({ status: "zip-needed" }, "", spanish)).toBe(
      "Escriba arriba su código postal de 5 dígitos y le mostramos las horas en que un técnico puede ir.",
    );
  });

  test("a day's free times are labelled in es-US", () => {
    const [day] = offeredDays(
      [{ start: new Date("2026-11-28T21:30:00Z") }],
      ny,
      "es",
    );
    expect(day!.times[0]!.full).toBe("sáb, 28 nov 2026, 4:30 p. m. ET");
    expect(day!.times[0]!.label).toBe("4:30 p. m.");
  });

  test("the days and times name the session's length in Spanish", () => {
    renderInSpanish(
      <SlotPicker
        remote={false}
        onChoose={() => {}}
        offer={{
          status: "slots",
          minutes: 90,
          days: offeredDays(
            [{ start: new Date("2026-11-28T21:30:00Z") }],
            ny,
            "es",
          ),
        }}
      />,
    );
    expect(
      screen.getByText(
        "La visita dura aproximadamente 1 hora y 30 minutos. Elija un día y luego una hora: queda confirmada de inmediato.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Día" })).toBeInTheDocument();
  });

  test("a time lost in a race is said back in Spanish, in view", () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderInSpanish(
      <LostSlot
        message="Ya la tomaron."
        nearest={[{ start: "s", label: "9:00 a. m.", full: "lun, 30 nov" }]}
        chosen="s"
        onPick={() => {}}
      />,
    );
    expect(
      screen.getByRole("list", { name: "Horarios libres más cercanos" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Eligió lun, 30 nov. Pulse Enviar para reservarla."),
    ).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest" });
  });

  test("remote help instead of a visit names the services in Spanish", () => {
    const options = remoteHelp(contentCatalogue, "es")["printer-installation"]!;
    expect(options.map((option) => option.title)).toContain(
      "Solución de problemas de impresora",
    );
  });
});

describe("a booking's pages in Spanish", () => {
  test("the confirmation thanks, names the reference and links the Spanish manage page", () => {
    render(
      <BookingConfirmation
        locale="es"
        reference="BP-7K3Q9M"
        booking={{
          lines: [{ title: "Instalación de impresora", price: 89 }],
          total: 89,
          date: "sáb, 28 nov 2026",
          window: "Tarde (12 p. m. a 5 p. m.)",
          homeVisit: true,
          address: "1 Main St, New York, NY 10001",
        }}
      />,
      { wrapper: withWords("es", ["booking", "priceStory"]) },
    );
    expect(
      screen.getByRole("heading", {
        name: "Gracias, recibimos su solicitud de reserva",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Administrar su reserva" }),
    ).toHaveAttribute("href", "/es/bookings?reference=BP-7K3Q9M");
    expect(
      screen.getByRole("link", { name: "política de cancelación" }),
    ).toHaveAttribute("href", "/es/cancellation-policy");
  });

  test("the manage view's summary is labelled in Spanish", () => {
    const booking: ManagedBooking = {
      reference: "BP-7K3Q9M",
      status: "confirmed",
      statusLabel: "Confirmada",
      version: 1,
      lines: [{ title: "Instalación de impresora", price: 89 }],
      total: 89,
      fees: 25,
      when: "Confirmada para el sáb, 28 nov 2026, 4:30 p. m. ET",
      address: null,
      history: [],
      cancel: null,
      change: null,
      calendar: true,
    };
    render(<BookingSummary booking={booking} />, {
      wrapper: withWords("es", ["booking"]),
    });
    expect(screen.getByText("Estado")).toBeInTheDocument();
    expect(screen.getByText("Cargos registrados")).toBeInTheDocument();
    expect(screen.getByText("$25 (no se cobran en línea)")).toBeInTheDocument();
  });

  test("the fee reasons and the history are Spanish sentences", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const quote = feeFor("cancel", {
      status: "confirmed",
      startsAt: new Date("2026-11-28T20:00:00Z"),
      now,
      services: [{ price: 89, homeVisit: true }],
      locale: "es",
    });
    expect(quote).toEqual({
      online: true,
      fee: 25,
      reason: "Menos de 24 horas antes del inicio.",
    });
    expect(
      historyText(
        {
          at: now,
          actor: "visitor",
          action: "cancel",
          toStatus: "cancelled",
          fee: 25,
        },
        "es",
      ),
    ).toBe("Cancelada por usted, cargo de $25");
  });
});

/** Each string of a copy, by its key path, functions left out. */
function byPath(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      byPath(inner, `${path}.${key}`),
    );
  }
  return [];
}

test.each([
  ["checkout", checkoutCopy],
  [
    "booking pages",
    { en: catalogue("en").booking, es: catalogue("es").booking },
  ],
  [
    "booking record",
    { en: catalogue("en").bookingRecord, es: catalogue("es").bookingRecord },
  ],
] as const)(
  "the %s copy has no Spanish word left equal to its English, but the reviewed ones",
  (_, copy) => {
    const spanish = new Map(byPath(copy.es));
    const same = byPath(copy.en).filter(
      ([path, english]) =>
        spanish.get(path) === english && !sameInBothLanguages(english),
    );
    expect(same).toEqual([]);
  },
);
