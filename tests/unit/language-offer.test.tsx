import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LanguageOffer } from "@/components/layout/language-offer";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { translator } from "@/lib/i18n/catalogue";

let pathname = "/about-us";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

function prefer(...languages: string[]) {
  Object.defineProperty(navigator, "languages", {
    configurable: true,
    get: () => languages,
  });
}

afterEach(() => {
  localStorage.clear();
  pathname = "/about-us";
});

describe("the offer of the Spanish page", () => {
  const offer = translator("es", "languageOffer");
  const draw = () =>
    render(
      <LanguageOffer
        offered="es"
        words={{
          offer: offer("offer"),
          link: offer("link"),
          dismiss: offer("dismiss"),
        }}
      />,
    );

  it("offers a browser that prefers Spanish the page in Spanish, in Spanish", async () => {
    prefer("es-MX", "en-US");
    draw();
    expect(
      screen.getByText("Esta página también está en español."),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Verla en español" }),
    ).toHaveAttribute("href", "/es/about-us");
    await userEvent.click(screen.getByRole("button", { name: "No, gracias" }));
    expect(screen.queryByText("Verla en español")).not.toBeInTheDocument();
    expect(localStorage.getItem("language-offer-dismissed")).toBe("1");
  });

  it("says nothing to a browser that prefers English", () => {
    prefer("en-US", "es");
    draw();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("the language switch", () => {
  const draw = (to: "en" | "es") =>
    render(<LanguageSwitch to={to} label="switch" title="switch" />);

  it("leads to the page in the language it is given, or to its home page", () => {
    pathname = "/about-us";
    draw("es");
    expect(screen.getByRole("link")).toHaveAttribute("href", "/es/about-us");
    expect(screen.getByRole("link")).toHaveAttribute("hreflang", "es");
  });

  it("leads a Spanish page back to its English one", () => {
    pathname = "/es/about-us";
    draw("en");
    expect(screen.getByRole("link")).toHaveAttribute("href", "/about-us");
    expect(screen.getByRole("link")).toHaveAttribute("lang", "en");
  });

  it("leads a page with no Spanish to the Spanish home page", () => {
    pathname = "/techs/edit";
    draw("es");
    expect(screen.getByRole("link")).toHaveAttribute("href", "/es");
  });
});
