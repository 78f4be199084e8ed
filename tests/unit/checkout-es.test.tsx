import { render, screen } from "@testing-library/react";
import { contentCatalogue } from "@/lib/content/services";
import { CartProvider } from "@/components/cart/cart-provider";
import { CheckoutForm } from "@/components/cart/checkout-form";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import { withWords } from "./intl";

jest.mock("@/components/api/ask-slots", () => ({ askSlots: jest.fn() }));
jest.mock("@/lib/server/actions/requests", () => ({ sendBooking: jest.fn() }));
jest.mock("@/lib/server/actions/account", () => ({
  accountDetails: jest.fn(),
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn() }),
}));

// Issue 68: /es/checkout printed "(optional)" in English beside its Spanish
// labels; the form parts now read the page's catalogue.
describe("the checkout form in Spanish", () => {
  it("marks its optional fields in Spanish, and nowhere in English", () => {
    const { container } = render(
      <CartProvider catalogue={cartCatalogueIn(contentCatalogue, "es")}>
        <CheckoutForm
          locale="es"
          visitSlugs={[]}
          remoteHelp={{}}
          Confirmation={() => null}
        />
      </CartProvider>,
      { wrapper: withWords("es", ["cart", "checkout", "forms", "zip"]) },
    );
    expect(screen.getByLabelText("Notas (opcional)")).not.toBeRequired();
    expect(screen.getByLabelText("Dirección 2 (opcional)")).not.toBeRequired();
    expect(screen.getByRole("button", { name: "Enviar" })).toBeVisible();
    expect(container).not.toHaveTextContent("(optional)");
  });
});
