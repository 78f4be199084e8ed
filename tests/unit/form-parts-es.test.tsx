import { render, screen } from "@testing-library/react";
import { CallUsAlert } from "@/components/forms/call-us-alert";
import { RequestAlert } from "@/components/forms/request-alert";
import { SendButton } from "@/components/forms/send-button";
import { TimeWindowField } from "@/components/forms/time-window-field";

describe("the shared form parts in Spanish", () => {
  it("the submit button says it is sending", () => {
    render(
      <SendButton id="note" label="Enviar" pending locale="es">
        Nota
      </SendButton>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("Enviando…");
  });

  it("a record that cannot be shown gives the next step and the phone number", () => {
    render(
      <CallUsAlert locale="es">No podemos mostrar su reserva.</CallUsAlert>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^No podemos mostrar su reserva\. Vuelva a cargar la página o llámenos al \(\d{3}\) \d{3}-\d{4}\.$/,
    );
  });

  it("a request the database did not keep offers the phone and the mailto link", () => {
    render(
      <RequestAlert
        locale="es"
        state={{
          status: "failed",
          values: {},
          errors: {},
          mailto: "mailto:help@example.com",
        }}
      />,
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
        locale="es"
        state={{
          status: "refused",
          values: {},
          errors: {},
          message: "Demasiadas solicitudes.",
        }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^Demasiadas solicitudes\. También puede llamarnos al .+\.$/,
    );
  });

  it("the preferred time names its windows in Spanish", () => {
    render(<TimeWindowField locale="es" />);
    const group = screen.getByRole("group", { name: "Horario preferido" });
    expect(group).toHaveAccessibleDescription(/^Cuándo le gustaría/);
    expect(screen.getByRole("radio", { name: "Mañana (8–12)" })).toBeRequired();
    expect(screen.getAllByRole("radio")).toHaveLength(3);
  });
});
