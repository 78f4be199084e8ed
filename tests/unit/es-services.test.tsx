import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { askSlots } from "@/components/api/ask-slots";
import { CartProvider } from "@/components/cart/cart-provider";
import { ServiceCartActions } from "@/components/cart/service-cart-actions";
import { ZipCheck } from "@/components/cart/zip-check";
import { ContactForm } from "@/components/contact/contact-form";
import { ContactDetails } from "@/components/contact/contact-details";
import { ReviewCard } from "@/components/reviews/review-card";
import { RatingSummary } from "@/components/shared/rating-summary";
import { translator } from "@/lib/i18n/catalogue";
import { enquiryFromQuery } from "@/lib/contact-form/opening-line";
import { enquiryNames } from "@/lib/contact-form/plan-link";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import { contentCatalogue } from "@/lib/content/services";
import { inLanguage, localePath } from "@/lib/i18n/paths";
import { durationLabel } from "@/lib/scheduling/duration";
import { whereText } from "@/lib/techs/where";
import type { PublicProfile } from "@/lib/techs/views";
import { withWords } from "./intl";

const cartCatalogue = cartCatalogueIn(contentCatalogue, "en");

const SpanishServicePageWords = withWords("es", ["serviceIslands"]);

jest.mock("@/components/api/ask-slots", () => ({ askSlots: jest.fn() }));
jest.mock("@/lib/server/actions/requests", () => ({ sendContact: jest.fn() }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn() }),
}));
const asked = jest.mocked(askSlots);

// Issue 60: the service pages, /techs and /contact-us in Spanish.

describe("which pages have a Spanish twin", () => {
  it("every service page and every Tech's page, by shape; not the profile editor", () => {
    expect(inLanguage("es", "/services/printer-setup")).toBe(true);
    expect(inLanguage("es", "/techs")).toBe(true);
    expect(inLanguage("es", "/techs?skill=printer-setup")).toBe(true);
    expect(inLanguage("es", "/techs/ana-r")).toBe(true);
    expect(inLanguage("es", "/contact-us?plan=gold")).toBe(true);
    expect(inLanguage("es", "/techs/edit")).toBe(false);
    expect(inLanguage("es", "/services/api/reviews/printer-setup")).toBe(false);
    expect(localePath("es", "/techs/ana-r")).toBe("/es/techs/ana-r");
    expect(localePath("es", "/services/computer-repair")).toBe(
      "/es/services/computer-repair",
    );
    expect(localePath("en", "/techs/ana-r")).toBe("/techs/ana-r");
  });
});

describe("a duration in Spanish", () => {
  it("says hours and minutes in Spanish, and English as before", () => {
    expect(durationLabel(90, "es")).toBe("1 hora 30 minutos");
    expect(durationLabel(120, "es")).toBe("2 horas");
    expect(durationLabel(1, "es")).toBe("1 minuto");
    expect(durationLabel(90)).toBe("1 hour 30 minutes");
  });
});

function renderCheck() {
  return render(
    <CartProvider catalogue={cartCatalogue}>
      <SpanishServicePageWords>
        <ZipCheck
          slug="printer-installation"
          remoteHelp={[
            {
              slug: "printer-setup",
              title: "Configuración de impresora",
              price: 89,
            },
          ]}
          locale="es"
        />
      </SpanishServicePageWords>
    </CartProvider>,
  );
}

describe("the ZIP check in Spanish", () => {
  beforeEach(() => {
    localStorage.clear();
    asked.mockReset();
  });

  it("refuses a ZIP it cannot read in Spanish, at the field", async () => {
    const user = userEvent.setup();
    renderCheck();
    const field = screen.getByLabelText("Su código postal");
    await user.click(screen.getByRole("button", { name: "Consultar" }));
    expect(field).toHaveAccessibleDescription(
      "Escriba su código postal de 5 dígitos, como 10001.",
    );
    await user.type(field, "1234");
    await user.click(screen.getByRole("button", { name: "Consultar" }));
    expect(field).toHaveAccessibleDescription(
      "Un código postal tiene 5 dígitos, como 10001 o 10001-1234.",
    );
    expect(asked).not.toHaveBeenCalled();
  });

  it("at a ZIP no Tech visits, offers the remote service by its Spanish page", async () => {
    asked.mockResolvedValue({ status: "not-visited" });
    const user = userEvent.setup();
    renderCheck();
    await user.type(screen.getByLabelText("Su código postal"), "62701");
    await user.click(screen.getByRole("button", { name: "Consultar" }));
    const status = await screen.findByText(/No hacemos visitas/);
    expect(status).toHaveTextContent(
      "No hacemos visitas en el código postal 62701: ninguno de nuestros técnicos va allí. La ayuda remota funciona esté donde esté: Configuración de impresora se hace por teléfono o en una sesión remota que usted aprueba. O llámenos al",
    );
    expect(
      within(status).getByRole("link", { name: "Configuración de impresora" }),
    ).toHaveAttribute("href", "/es/services/printer-setup");
  });

  it("writes the first free time in Spanish", async () => {
    asked.mockResolvedValue({
      status: "slots",
      minutes: 90,
      days: [
        {
          date: "2026-11-28",
          label: "Sat, Nov 28",
          times: [
            {
              start: "2026-11-28T21:30:00.000Z",
              label: "4:30 PM",
              full: "Sat, Nov 28, 2026, 4:30 PM ET",
            },
          ],
        },
      ],
    });
    const user = userEvent.setup();
    renderCheck();
    await user.type(screen.getByLabelText("Su código postal"), "10001");
    await user.click(screen.getByRole("button", { name: "Consultar" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Sí, vamos al código postal 10001. El primer horario libre es sáb, 28 nov 2026, 4:30 p. m. ET; elija el suyo al finalizar la reserva.",
    );
  });
});

describe("the cart buttons in Spanish", () => {
  it("add to the cart, then offer the cart and a way out of it", async () => {
    localStorage.clear();
    const user = userEvent.setup();
    render(
      <CartProvider catalogue={cartCatalogue}>
        <SpanishServicePageWords>
          <ServiceCartActions slug="printer-setup" locale="es" />
        </SpanishServicePageWords>
      </CartProvider>,
    );
    expect(
      screen.getByRole("button", { name: "RESERVAR AHORA" }),
    ).toBeVisible();
    await user.click(
      screen.getByRole("button", { name: "Agregar al carrito" }),
    );
    expect(screen.getByRole("link", { name: "Ir al carrito" })).toHaveFocus();
    expect(
      screen.getByRole("button", { name: "Quitar del carrito" }),
    ).toBeVisible();
  });
});

describe("reviews in Spanish", () => {
  it("the average and count, and a review's fixed words", () => {
    render(
      <RatingSummary
        rating={{ average: 4.5, count: 12 }}
        t={translator("es", "reviews")}
      />,
    );
    expect(screen.getByText(/según/)).toHaveTextContent(
      "★ 4.5 de 5 según 12 reseñas",
    );
    render(
      <ReviewCard
        locale="es"
        t={translator("es", "reviews")}
        replyBy="Ana R."
        review={{
          id: 1,
          rating: 4,
          body: "Great job",
          author: "a customer",
          writtenAt: "2026-11-28T21:30:00.000Z",
          edited: true,
          reply: { body: "Thanks!", at: "2026-11-29T15:00:00.000Z" },
        }}
      />,
    );
    expect(screen.getByText("Calificación: 4 de 5")).toBeVisible();
    expect(screen.getByText(/un cliente/)).toHaveTextContent(
      "un cliente, sáb, 28 nov 2026 (editada)",
    );
    expect(
      screen.getByText("Respuesta de Ana R., dom, 29 nov 2026"),
    ).toBeVisible();
    expect(
      screen.getByText("Verificada: reservada y completada con nosotros"),
    ).toBeVisible();
    // The customer's and the Tech's own words stay as written.
    expect(screen.getByText("Great job")).toBeVisible();
  });
});

describe("where a Tech works, in Spanish", () => {
  const profile = (zips: string[], remote: boolean) =>
    ({ zips, text: { remote } }) as unknown as PublicProfile;

  it("names a few ZIPs, counts many, and says remote work", () => {
    expect(whereText(profile(["10001"], true), "es")).toBe(
      "visita el código postal 10001; trabaja a distancia",
    );
    expect(
      whereText(
        profile(
          ["10001", "10002", "10003", "10004", "10005", "10006", "10007"],
          false,
        ),
        "es",
      ),
    ).toBe("visita 7 códigos postales, del 10001 al 10007");
    expect(whereText(profile(["10001", "10002"], false))).toBe(
      "visits ZIP 10001, 10002",
    );
  });
});

describe("the contact page in Spanish", () => {
  it("labels the form in Spanish and sends its locale", () => {
    const { container } = render(
      <ContactForm enquiryNames={enquiryNames("es")} locale="es" />,
      { wrapper: withWords("es", ["contact", "forms"]) },
    );
    expect(screen.getByLabelText("Nombre")).toBeRequired();
    expect(
      screen.getByLabelText("Número de contacto (opcional)"),
    ).not.toBeRequired();
    expect(screen.getByLabelText("Correo electrónico")).toBeRequired();
    expect(
      screen.getByLabelText("¿En qué podemos ayudarle?"),
    ).toHaveAccessibleDescription("Hasta 5,000 caracteres.");
    expect(
      screen.getByRole("button", { name: "Enviar mensaje" }),
    ).toBeVisible();
    expect(
      container.querySelector('input[type="hidden"][name="locale"]'),
    ).toHaveAttribute("value", "es");
  });

  it("names the contact details in Spanish", () => {
    render(<ContactDetails locale="es" />, {
      wrapper: withWords("es", ["contact", "forms"]),
    });
    expect(
      screen.getByRole("heading", { name: "Datos de contacto" }),
    ).toBeVisible();
    expect(screen.getByText("Horario")).toBeVisible();
    expect(screen.getByRole("link", { name: "Escríbanos" })).toBeVisible();
  });

  it("opens a plan button's message in Spanish", () => {
    expect(
      enquiryFromQuery(
        "?plan=gold&offering=cloud-computing",
        enquiryNames("es"),
        "es",
      ),
    ).toBe(
      "Me interesa el plan Oro para Computación en la nube. Por favor, comuníquense conmigo.",
    );
  });
});
