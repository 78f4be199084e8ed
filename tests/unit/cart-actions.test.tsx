import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartProvider } from "@/components/cart/cart-provider";
import { CartView } from "@/components/cart/cart-view";
import { ServiceCartActions } from "@/components/cart/service-cart-actions";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import { contentCatalogue } from "@/lib/content/services";
import { withWords } from "./intl";

const cartCatalogue = cartCatalogueIn(contentCatalogue, "en");

// The cart's and the service page's islands, as one page's IslandWords sends them.
const EnglishWords = withWords("en", ["cart", "serviceIslands", "share"]);

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

function renderWithCart(ui: React.ReactNode) {
  return render(
    <CartProvider catalogue={cartCatalogue}>
      <EnglishWords>{ui}</EnglishWords>
    </CartProvider>,
  );
}

/** The summary's "Total: $N" line, whose amount is set in bold. */
const total = (amount: string) =>
  screen.getByText(
    (_, element) =>
      element?.tagName === "P" && element.textContent === `Total: ${amount}`,
  );

const stored = () => JSON.parse(localStorage.getItem("cart") ?? "null");

describe("cart actions", () => {
  beforeEach(() => {
    localStorage.clear();
    push.mockClear();
  });

  it("BOOK NOW stores the service and goes to the checkout", async () => {
    renderWithCart(<ServiceCartActions slug="printer-setup" />);
    await userEvent.click(
      await screen.findByRole("button", { name: "BOOK NOW" }),
    );
    expect(stored()).toEqual([
      { id: 0, slug: "printer-setup", title: "Printer Setup", price: 79 },
    ]);
    expect(push).toHaveBeenCalledWith("/checkout");
  });

  it("Add to Cart stores the service and turns into Go to Cart and Remove from Cart", async () => {
    renderWithCart(<ServiceCartActions slug="printer-setup" />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Add to Cart" }),
    );
    expect(screen.getByRole("link", { name: "Go to Cart" })).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
    expect(stored()).toEqual([
      { id: 0, slug: "printer-setup", title: "Printer Setup", price: 79 },
    ]);

    await userEvent.click(
      screen.getByRole("button", { name: "Remove from Cart" }),
    );
    expect(screen.getByRole("button", { name: "Add to Cart" })).toHaveFocus();
    expect(stored()).toEqual([]);
  });

  it("the cart page removes the chosen line, totals unrounded, and clears", async () => {
    localStorage.setItem(
      "cart",
      JSON.stringify([
        { id: 0, slug: "printer-setup", title: "Printer Setup", price: 79 },
        {
          id: 10,
          slug: "computer-tuneup",
          title: "Computer Tune-Up",
          price: 35,
        },
        { id: 13, slug: "browser-setup", title: "Browser Setup", price: 39 },
      ]),
    );
    renderWithCart(<CartView siteOrigin="http://localhost:3000" />);
    const list = await screen.findByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(total("$153")).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole("button", { name: "Remove Computer Tune-Up" }),
    );
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(total("$118")).toBeInTheDocument();
    expect(stored().map((line: { slug: string }) => line.slug)).toEqual([
      "printer-setup",
      "browser-setup",
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Clear Cart" }));
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });
});
