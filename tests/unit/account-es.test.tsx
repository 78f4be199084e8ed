import { render, screen } from "./render-es";
import userEvent from "@testing-library/user-event";
import { SignedOut } from "@/components/user/signed-out";
import { ReviewForm } from "@/components/reviews/review-form";
import { ReviewBooking } from "@/components/reviews/review-booking";
import { RemoteRequests } from "@/components/remote/remote-requests";
import { sameInBothLanguages } from "./same-in-both";
import { authErrorMessage } from "@/lib/firebase/errors";
import { catalogue, translator } from "@/lib/i18n/catalogue";
import { reviewRefusal } from "@/lib/reviews/refusals";
import { sessionView } from "@/lib/remote/record";
import type { ReviewForm as Form } from "@/lib/reviews/replies";
import { withWords } from "./intl";

/** The sign-in's words in a language, as an island reads them. */
const signIn = (locale: "en" | "es") => translator(locale, "signIn");
// The review words are catalogue messages: messages.test.ts holds their
// Spanish to the English keys and to no repeated English sentence.
const SpanishReviewFormWords = withWords("es", ["reviewForm", "reviews"]);

/** Every string of a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value !== null && typeof value === "object") {
    return Object.values(value).flatMap(strings);
  }
  return [];
}

// The island's Server Actions are not called here: only its words are read.
jest.mock("@/lib/server/actions/remote", () => ({}));

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

describe("the account's Spanish copy", () => {
  it.each([
    [
      "account",
      {
        en: { ...catalogue("en").account, ...catalogue("en").signIn },
        es: { ...catalogue("es").account, ...catalogue("es").signIn },
      },
    ],
    ["plan", { en: catalogue("en").plan, es: catalogue("es").plan }],
    ["remote", { en: catalogue("en").remote, es: catalogue("es").remote }],
  ] as const)("%s repeats no English sentence", (_name, copy) => {
    const english = new Set(strings(copy.en));
    const repeated = strings(copy.es).filter(
      (text) => english.has(text) && !sameInBothLanguages(text),
    );
    expect(repeated).toEqual([]);
  });

  it("says a Firebase error in the page's language, English by default", () => {
    const weak = { code: "auth/weak-password" };
    expect(authErrorMessage(weak, signIn("en"))).toBe(
      "That password is too weak. Use at least 6 characters.",
    );
    expect(authErrorMessage(weak, signIn("es"))).toBe(
      "Esa contraseña es demasiado débil. Use al menos 6 caracteres.",
    );
    expect(authErrorMessage(new Error("boom"), signIn("es"))).toBe(
      "Algo salió mal al iniciar su sesión. Intente de nuevo, por favor.",
    );
  });

  it("refuses a review link in Spanish", () => {
    expect(reviewRefusal("other-account", "es")).toEqual({
      reason: "other-account",
      error:
        "Esta reserva pertenece a otra cuenta. Inicie sesión con la cuenta que la hizo, o cierre la sesión y use el enlace de nuestro correo.",
    });
  });

  it("words a remote session for the customer in Spanish, the desk's record unchanged", () => {
    const row = {
      id: 1,
      reference: "BP-ABCDEF",
      computer: "“Office PC” (Windows 11)",
      access: "control",
      status: "requested",
      requestedBy: "staff ana@example.com",
      requestedAt: new Date("2026-11-28T21:30:00Z"),
      decidedAt: null,
      approvedAt: null,
      startedBy: null,
      startedAt: null,
      endedBy: null,
      endedAt: null,
      outcome: null,
      wrongCodes: 0,
    } as const;
    const es = sessionView(row, "customer", "es");
    expect(es.accessText).toBe("ver y controlar su computadora");
    expect(es.statusLabel).toBe("Esperando su respuesta");
    expect(es.steps[0]).toEqual({
      what: "Solicitada",
      by: "por nuestro personal",
      at: "sáb, 28 nov 2026, 4:30 p. m. ET",
    });
    expect(sessionView(row, "staff").steps[0]).toEqual({
      what: "Requested",
      by: "ana@example.com",
      at: "Sat, Nov 28, 2026, 4:30 PM ET",
    });
  });
});

describe("the account's islands in Spanish", () => {
  it("the sign-in form switches to sign-up, both in Spanish", async () => {
    const user = userEvent.setup();
    const never = () => new Promise<void>(() => {});
    render(
      <SignedOut
        onSignIn={never}
        onSignUp={never}
        onReset={never}
        locale="es"
      />,
      { wrapper: withWords("es", ["account", "signIn"]) },
    );
    expect(
      screen.getByRole("heading", { name: "Iniciar sesión" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Contraseña")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    expect(
      screen.getByRole("heading", { name: "Crear una cuenta" }),
    ).toHaveFocus();
    expect(
      screen.getByRole("link", { name: "Términos del servicio" }),
    ).toHaveAttribute("href", "/es/terms-of-service");
  });

  it("a refused sign-up says the Firebase error in Spanish", async () => {
    const user = userEvent.setup();
    const weak = async () => {
      throw Object.assign(new Error("weak"), { code: "auth/weak-password" });
    };
    jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <SignedOut onSignIn={weak} onSignUp={weak} onReset={weak} locale="es" />,
      { wrapper: withWords("es", ["account", "signIn"]) },
    );
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    await user.type(screen.getByLabelText("Correo electrónico"), "a@b.co");
    await user.type(screen.getByLabelText("Contraseña"), "abc");
    await user.type(screen.getByLabelText("Repita la contraseña"), "abc");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Crear la cuenta" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Esa contraseña es demasiado débil. Use al menos 6 caracteres.",
    );
  });

  const booking: Form["booking"] = {
    reference: "BP-ABCDEF",
    services: ["Printer Setup"],
    techName: null,
    techHandle: null,
    completedAt: "2026-11-20T15:00:00.000Z",
  };

  it("the review form and its booking in Spanish, sending the locale", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    global.fetch = jest.fn(async (_path: unknown, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return {
        status: 400,
        headers: new Headers({ "content-type": "application/json" }),
        json: async () => ({
          error: "Elija de 1 a 5 estrellas.",
          reason: "invalid",
          fields: { rating: "Elija de 1 a 5 estrellas." },
        }),
      } as Response;
    }) as typeof fetch;
    render(
      <SpanishReviewFormWords>
        <ReviewBooking booking={booking} locale="es" />
        <ReviewForm
          link="tok"
          initial={{ booking, review: null, canEdit: true }}
          locale="es"
        />
      </SpanishReviewFormWords>,
    );
    expect(screen.getByText("vie, 20 nov 2026")).toBeInTheDocument();
    expect(
      screen.getByRole("radio", { name: "1 estrella" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Enviar su reseña" }));
    expect(sent[0]).toEqual({
      token: "tok",
      rating: null,
      body: "",
      locale: "es",
    });
    expect(
      await screen.findByRole("link", { name: "Su calificación" }),
    ).toBeInTheDocument();
  });

  it("a review already sent is said back in Spanish, its stars too", () => {
    render(
      <ReviewForm
        link="tok"
        initial={{
          booking,
          review: { rating: 4, body: "Muy bien", edits: 0, version: 1 },
          canEdit: true,
        }}
        locale="es"
      />,
      { wrapper: SpanishReviewFormWords },
    );
    expect(screen.getByText("Calificación: 4 de 5")).toBeInTheDocument();
    expect(screen.queryByText(/Rated/)).toBeNull();
  });

  it("a remote request in Spanish, with its buttons", () => {
    render(
      <RemoteRequests
        sessions={[
          {
            id: 1,
            reference: "BP-ABCDEF",
            computer: "“PC” (Windows 11)",
            access: "view",
            accessText: "ver su pantalla",
            status: "requested",
            statusLabel: "Esperando su respuesta",
            until: null,
            wrongCodes: 0,
            steps: [],
          },
        ]}
        idToken={async () => "t"}
        onChanged={async () => {}}
        onSignInAgain={async () => {}}
        locale="es"
      />,
      { wrapper: withWords("es", ["remote"]) },
    );
    expect(
      screen.getByRole("listitem", {
        name: "Solicitud de sesión remota para la reserva BP-ABCDEF",
      }),
    ).toHaveTextContent(
      "Reserva BP-ABCDEF: le pedimos permiso para ver su pantalla en “PC” (Windows 11).",
    );
    expect(screen.getByRole("button", { name: "Aprobar" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Rechazar" })).toBeEnabled();
  });
});
