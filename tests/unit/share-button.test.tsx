import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShareButton } from "@/components/share/share-button";

const url = "https://example.com/cart?add=printer-setup";

function renderButton() {
  render(
    <ShareButton
      url={url}
      words={{
        label: "Share this cart",
        fieldLabel: "Cart link",
        copied: "Link copied",
        manual: "Copy the link below to share it.",
      }}
    />,
  );
  return screen.getByRole("button", { name: "Share this cart" });
}

/** Replaces the browser's clipboard (userEvent installs its own on setup). */
function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", {
    value: { writeText },
    configurable: true,
  });
}

describe("ShareButton", () => {
  it("shows nothing before it is used", () => {
    renderButton();
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("copies the link, says so and shows what was copied", async () => {
    const user = userEvent.setup();
    const copied: string[] = [];
    clipboard(async (text) => void copied.push(text));
    await user.click(renderButton());
    expect(await screen.findByRole("status")).toHaveTextContent("Link copied");
    expect(copied).toEqual([url]);
    const field = screen.getByRole("textbox", { name: "Cart link" });
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute("readonly");
  });

  it("selects the link for copying by hand when the clipboard refuses", async () => {
    const user = userEvent.setup();
    clipboard(() => Promise.reject(new DOMException("no", "NotAllowedError")));
    await user.click(renderButton());
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Copy the link below to share it.",
    );
    const field = screen.getByRole<HTMLInputElement>("textbox", {
      name: "Cart link",
    });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, url.length]);
  });
});
