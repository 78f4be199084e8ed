import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import { askSlots } from "@/components/api/ask-slots";
import { CartProvider } from "@/components/cart/cart-provider";
import { CheckoutForm } from "@/components/cart/checkout-form";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import { cartItem } from "@/lib/cart/items";
import { cartKey } from "@/lib/cart/store";
import { contentCatalogue } from "@/lib/content/services";
import { sendBooking } from "@/lib/server/actions/requests";
import { withWords } from "./intl";

jest.mock("@/components/api/ask-slots", () => ({ askSlots: jest.fn() }));
jest.mock("@/lib/server/actions/requests", () => ({ sendBooking: jest.fn() }));
jest.mock("@/lib/server/actions/account", () => ({
  accountDetails: jest.fn(),
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn() }),
}));

// The page was built when the printer setup cost $79; the server has since
// published $95, and answers the booking with its catalogue
// (docs/product.md §6.2).
const built = cartCatalogueIn(contentCatalogue, "en");
const published = built.map((service) =>
  service.slug === "printer-setup" ? { ...service, price: 95 } : service,
);
const sentence =
  "Our prices changed since this page was loaded: Printer Setup is now $95.";

const seen = (form: HTMLElement, name: string) =>
  [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].map(
    (input) => input.value,
  );

describe("a checkout refused for a price the visitor did not see", () => {
  it("sends each service with its price, then shows the published prices", async () => {
    localStorage.setItem(
      cartKey,
      JSON.stringify([cartItem(built, "printer-setup")]),
    );
    // No time can be picked, so the form asks for a window and sends at once.
    jest.mocked(askSlots).mockResolvedValue({ status: "none" });
    jest.mocked(sendBooking).mockResolvedValue({
      status: "refused",
      values: { firstName: "Ada" },
      errors: {},
      message: sentence,
      catalogue: published,
    });
    render(
      <CartProvider catalogue={built}>
        <CheckoutForm
          visitSlugs={[]}
          remoteHelp={{}}
          Confirmation={() => null}
        />
      </CartProvider>,
      { wrapper: withWords("en", ["cart", "checkout", "forms", "zip"]) },
    );
    const button = screen.getByRole("button", { name: "Submit" });
    const form = button.closest("form")!;
    await waitFor(() => expect(seen(form, "price")).toEqual(["79"]));
    expect(seen(form, "service")).toEqual(["printer-setup"]);
    await waitFor(() => expect(askSlots).toHaveBeenCalled());
    await act(async () => {
      fireEvent.submit(form);
    });
    const posted = jest.mocked(sendBooking).mock.calls[0]![1];
    expect(posted.getAll("service")).toEqual(["printer-setup"]);
    expect(posted.getAll("price")).toEqual(["79"]);
    expect(await screen.findByRole("alert")).toHaveTextContent(sentence);
    // The cart, the stored one too, is at the published price: sent again,
    // it books at $95.
    await waitFor(() => expect(seen(form, "price")).toEqual(["95"]));
    expect(JSON.parse(localStorage.getItem(cartKey)!)).toEqual([
      { ...cartItem(built, "printer-setup"), price: 95 },
    ]);
  });
});
