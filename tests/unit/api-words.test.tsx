import { renderHook, waitFor } from "@testing-library/react";
import { render, screen } from "./render-es";
import userEvent from "@testing-library/user-event";
import {
  callPublic,
  useErrorOf,
  type ApiReply,
} from "@/components/api/call-api";
import { useLoaded } from "@/components/api/use-api-data";
import { ReviewForm } from "@/components/reviews/review-form";
import type { Locale } from "@/data/locale";
import type { ReviewForm as Form } from "@/lib/reviews/replies";
import { withWords } from "./intl";

// What an island says of a call that got no answer, or an answer with no
// sentence, is the `forms` namespace's, which every island's provider sends:
// in the page's language, with no sentence of its own in the island.

const offline = () => Promise.reject(new TypeError("Failed to fetch"));

/** A reply that is not a route's: a proxy's 502 page. */
const proxyPage = async () =>
  ({
    status: 502,
    headers: new Headers({ "content-type": "text/html" }),
    blob: async () => new Blob(["<h1>Bad Gateway</h1>"]),
  }) as Response;

const saidOf = (locale: Locale, reply: ApiReply<unknown>) =>
  renderHook(() => useErrorOf(), {
    wrapper: withWords(locale, []),
  }).result.current(reply);

afterEach(() => jest.restoreAllMocks());

describe("a failed call, in the page's language", () => {
  it("is said in English as before", async () => {
    global.fetch = jest.fn(offline) as typeof fetch;
    const reply = await callPublic("/techs/api/skill/printer-setup");
    expect(reply).toEqual({ status: 0, body: { reason: "unreachable" } });
    expect(saidOf("en", reply)).toBe(
      "The server could not be reached. Check the connection and try again.",
    );
    global.fetch = jest.fn(proxyPage) as typeof fetch;
    expect(
      saidOf("en", await callPublic("/techs/api/skill/printer-setup")),
    ).toBe("The server answered 502; nothing was changed.");
  });

  it("is said in Spanish on a Spanish page", async () => {
    global.fetch = jest.fn(offline) as typeof fetch;
    expect(
      saidOf("es", await callPublic("/techs/api/skill/printer-setup")),
    ).toBe(
      "No pudimos comunicarnos con el servidor. Revise la conexión e inténtelo de nuevo.",
    );
    global.fetch = jest.fn(proxyPage) as typeof fetch;
    expect(
      saidOf("es", await callPublic("/techs/api/skill/printer-setup")),
    ).toBe("El servidor respondió 502; no se cambió nada.");
  });

  it("keeps a route's own sentence", () => {
    const refused = { status: 409, body: { error: "Ya cambió.", reason: "x" } };
    expect(saidOf("es", refused)).toBe("Ya cambió.");
  });

  it("a read that rejects is a failure in the page's language", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const read = () => Promise.reject(new Error("offline"));
    const { result } = renderHook(() => useLoaded(read), {
      wrapper: withWords("es", []),
    });
    await waitFor(() => expect(result.current.view.kind).toBe("failed"));
    expect(result.current.view).toEqual({
      kind: "failed",
      status: 0,
      message:
        "No pudimos comunicarnos con el servidor. Revise la conexión e inténtelo de nuevo.",
    });
  });

  it("the Spanish review form says so in Spanish", async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = () => {};
    global.fetch = jest.fn(offline) as typeof fetch;
    const booking: Form["booking"] = {
      reference: "BP-ABCDEF",
      services: ["Configuración de impresora"],
      techName: "Rhea",
      techHandle: "rhea",
      completedAt: "2026-11-20T15:00:00.000Z",
    };
    render(
      <ReviewForm
        link="tok"
        locale="es"
        initial={{ booking, review: null, canEdit: true }}
      />,
      { wrapper: withWords("es", ["reviewForm", "reviews"]) },
    );
    await user.click(screen.getByRole("button", { name: "Enviar su reseña" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No pudimos comunicarnos con el servidor. Revise la conexión e inténtelo de nuevo.",
    );
  });
});
