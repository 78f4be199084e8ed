import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ErrorPage from "@/app/[locale]/error";
import type { ReactNode } from "react";
import { ErrorWordsProvider } from "@/components/layout/error-words";
import { errorWordsIn } from "@/components/layout/error-words-in";
import type { Locale } from "@/data/locale";

/** The layout's words for its error page, in `locale`. */
const withErrorWords = (locale: Locale) =>
  function Words({ children }: { children: ReactNode }) {
    return (
      <ErrorWordsProvider words={errorWordsIn(locale)}>
        {children}
      </ErrorWordsProvider>
    );
  };

describe("the site's error page", () => {
  it("logs the error and offers the phone number, a retry and a way home", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const retry = jest.fn();
    const error = new Error("island exploded");
    render(<ErrorPage error={error} retry={retry} />, {
      wrapper: withErrorWords("en"),
    });

    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "This page stopped working",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "(212) 555-0142" }),
    ).toHaveAttribute("href", "tel:+12125550142");
    expect(
      screen.getByRole("link", { name: "Go to the home page" }),
    ).toHaveAttribute("href", "/");
    expect(log).toHaveBeenCalledWith(error);

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});

describe("the Spanish pages' error page", () => {
  it("says the same in Spanish and leads to the Spanish home page", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const retry = jest.fn();
    render(<ErrorPage error={new Error("x")} retry={retry} />, {
      wrapper: withErrorWords("es"),
    });

    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "Esta página dejó de funcionar",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/las 24 horas del día, los 7 días de la semana/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "(212) 555-0142" }),
    ).toHaveAttribute("href", "tel:+12125550142");
    expect(
      screen.getByRole("link", { name: "Ir a la página de inicio" }),
    ).toHaveAttribute("href", "/es");

    await userEvent.click(
      screen.getByRole("button", { name: "Intentar de nuevo" }),
    );
    expect(retry).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
