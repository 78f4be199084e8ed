import { render, screen } from "@testing-library/react";
import { CallUsAlert } from "@/components/forms/call-us-alert";
import { RequestAlert } from "@/components/forms/request-alert";
import { SendButton } from "@/components/forms/send-button";
import { TimeWindowField } from "@/components/forms/time-window-field";
import { withWords } from "./intl";

/** The parts read the catalogue's `forms` words, in Spanish here. */
const wrapper = withWords("es", ["forms"]);

describe("the shared form parts in Spanish", () => {
  it("the submit button says it is sending", () => {
    render(
      <SendButton id="note" label="Enviar" pending>
        Nota
      </SendButton>,
      { wrapper },
    );
    expect(screen.getByRole("button")).toHaveTextContent("Enviando…");
  });

  it("a record that cannot be shown gives the next step and the phone number", () => {
    render(<CallUsAlert>No podemos mostrar su reserva.</CallUsAlert>, {
      wrapper,
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^No podemos mostrar su reserva\. Vuelva a cargar la página o llámenos al \(\d{3}\) \d{3}-\d{4}\.$/,
    );
  });

  it("a request the database did not keep offers the phone and the mailto link", () => {
    render(
      <RequestAlert
        state={{
          status: "failed",
          values: {},
          errors: {},
          mailto: "mailto:help@example.com",
        }}
      />,
      { wrapper },
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^No pudimos recibir su solicitud en este momento: nuestro sistema no la guardó\. Todo lo que escribió sigue en el formulario\. Llámenos al .+, o envíe la solicitud completa desde su propio programa de correo\.$/,
    );
    expect(
      screen.getByRole("link", {
        name: "envíe la solicitud completa desde su propio programa de correo",
      }),
    ).toHaveAttribute("href", "mailto:help@example.com");
  });

  it("a refusal's own sentence is followed by the phone number", () => {
    render(
      <RequestAlert
        state={{
          status: "refused",
          values: {},
          errors: {},
          message: "Demasiadas solicitudes.",
        }}
      />,
      { wrapper },
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^Demasiadas solicitudes\. También puede llamarnos al .+\.$/,
    );
  });

  it("the preferred time names its windows in Spanish", () => {
    render(<TimeWindowField />, { wrapper });
    const group = screen.getByRole("group", { name: "Horario preferido" });
    expect(group).toHaveAccessibleDescription(/^Cuándo le gustaría/);
    expect(screen.getByRole("radio", { name: "Mañana (8–12)" })).toBeRequired();
    expect(screen.getAllByRole("radio")).toHaveLength(3);
  });
});
