import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { askSlots } from "@/components/api/ask-slots";
import { CartProvider } from "@/components/cart/cart-provider";
import { LostSlot } from "@/components/cart/lost-slot";
import { ZipCheck } from "@/components/cart/zip-check";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import { contentCatalogue } from "@/lib/content/services";
import { remoteHelp } from "@/lib/catalogue";
import { withWords } from "./intl";

const cartCatalogue = cartCatalogueIn(contentCatalogue, "en");

const EnglishServicePageWords = withWords("en", ["serviceIslands"]);

jest.mock("@/components/api/ask-slots", () => ({ askSlots: jest.fn() }));
const asked = jest.mocked(askSlots);

function renderCheck() {
  return render(
    <CartProvider catalogue={cartCatalogue}>
      <EnglishServicePageWords>
        <ZipCheck
          slug="printer-installation"
          remoteHelp={
            remoteHelp(contentCatalogue, "en")["printer-installation"]!
          }
        />
      </EnglishServicePageWords>
    </CartProvider>,
  );
}

const zipField = () => screen.getByLabelText("Your ZIP code");
const check = () => screen.getByRole("button", { name: "Check" });

describe("the service page's ZIP check (docs/product.md §23.7)", () => {
  beforeEach(() => {
    localStorage.clear();
    asked.mockReset();
  });

  it("says so at the field when the ZIP is empty or cannot be read, and asks nothing", async () => {
    const user = userEvent.setup();
    renderCheck();
    await user.click(check());
    expect(zipField()).toHaveAccessibleDescription(
      "Enter your 5-digit ZIP code, such as 10001.",
    );
    expect(zipField()).toHaveAttribute("aria-invalid", "true");
    expect(zipField()).toHaveFocus();
    await user.type(zipField(), "abcde");
    await user.click(check());
    expect(zipField()).toHaveAccessibleDescription(
      "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
    );
    expect(asked).not.toHaveBeenCalled();
    expect(zipField()).toHaveAttribute("inputmode", "numeric");
    expect(zipField()).toHaveAttribute("autocomplete", "postal-code");
  });

  it("checks a ZIP+4 as its ZIP, keeps it for the checkout, and a later page starts from it", async () => {
    asked.mockResolvedValue({
      status: "slots",
      minutes: 90,
      days: [
        {
          date: "2026-12-01",
          label: "Tue, Dec 1",
          times: [
            {
              start: "2026-12-01T15:00:00.000Z",
              label: "10:00 AM",
              full: "Tue, Dec 1, 2026, 10:00 AM ET",
            },
          ],
        },
      ],
    });
    const user = userEvent.setup();
    const { unmount } = renderCheck();
    await user.type(zipField(), "10001-1234");
    await user.click(check());
    expect(asked).toHaveBeenCalledWith(["printer-installation"], "10001", "en");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Yes, we come to 10001. The first free time is Tue, Dec 1, 2026, 10:00 AM ET; pick yours at checkout.",
    );
    expect(zipField()).not.toHaveAttribute("aria-invalid");
    expect(localStorage.getItem("zip")).toBe("10001");
    unmount();
    renderCheck();
    expect(await screen.findByDisplayValue("10001")).toBe(zipField());
  });

  it("at a ZIP no Tech visits, says so and links the remote services of the kind, with the phone", async () => {
    asked.mockResolvedValue({ status: "not-visited" });
    const user = userEvent.setup();
    renderCheck();
    await user.type(zipField(), "62701");
    await user.click(check());
    const status = await screen.findByText(/We do not visit ZIP 62701/);
    expect(status).toHaveTextContent(
      "We do not visit ZIP 62701: none of our technicians comes there. Remote help works wherever you are: Printer Setup and Printer Troubleshooting are done by phone or in a remote session you approve. Or call us at",
    );
    expect(
      within(status).getByRole("link", { name: "Printer Setup" }),
    ).toHaveAttribute("href", "/services/printer-setup");
    expect(
      within(status).getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ }),
    ).toHaveAttribute("href", expect.stringMatching(/^tel:\+1\d{10}$/));
  });
});

describe("a time lost in a race (docs/product.md §23.6)", () => {
  const nearest = [
    {
      start: "2026-12-01T15:30:00.000Z",
      label: "10:30 AM",
      full: "Tue, Dec 1, 2026, 10:30 AM ET",
    },
    {
      start: "2026-12-01T16:00:00.000Z",
      label: "11:00 AM",
      full: "Tue, Dec 1, 2026, 11:00 AM ET",
    },
  ];

  it("says the time lost as an alert, and says back the nearest time tapped", async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const message =
      "The time you picked, Tue, Dec 1, 2026, 10:00 AM ET, was just taken by another booking.";
    const { rerender } = render(
      <LostSlot message={message} nearest={nearest} onPick={onPick} />,
      { wrapper: withWords("en", ["checkout"]) },
    );
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(scrolled).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole("button", { name: "Tue, Dec 1, 2026, 11:00 AM ET" }),
    );
    expect(onPick).toHaveBeenCalledWith("2026-12-01T16:00:00.000Z");
    rerender(
      <LostSlot
        message={message}
        nearest={nearest}
        chosen="2026-12-01T16:00:00.000Z"
        onPick={onPick}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "You picked Tue, Dec 1, 2026, 11:00 AM ET. Press Submit to book it.",
    );
    // Said where the visitor is looking: a phone may show the button tapped
    // at the bottom edge, with this sentence under it off the screen.
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest" });
    expect(
      screen.getByRole("button", { name: "Tue, Dec 1, 2026, 11:00 AM ET" }),
    ).toHaveAttribute("aria-pressed", "true");
  });
});
