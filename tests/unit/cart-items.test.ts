import { addItem, cartItem, isInCart, removeAt } from "@/lib/cart/items";
import { sumPrices } from "@/lib/money";

describe("cart operations", () => {
  it("builds a line from the catalogue", () => {
    expect(cartItem("computer-tuneup")).toEqual({
      id: 10,
      slug: "computer-tuneup",
      title: "Computer Tune-Up",
      price: 35,
    });
  });

  it("adds a service once", () => {
    const once = addItem([], "printer-setup");
    const twice = addItem(once, "printer-setup");
    expect(twice).toEqual([cartItem("printer-setup")]);
    expect(isInCart(twice, "printer-setup")).toBe(true);
    expect(isInCart(twice, "browser-setup")).toBe(false);
  });

  it("removes by position and ignores positions outside the cart", () => {
    const items = ["printer-setup", "browser-setup", "computer-repair"].reduce(
      (cart, slug) => addItem(cart, slug as Parameters<typeof addItem>[1]),
      addItem([], "pc-optimization"),
    );
    expect(removeAt(items, 2).map((i) => i.slug)).toEqual([
      "pc-optimization",
      "printer-setup",
      "computer-repair",
    ]);
    expect(removeAt(items, 9)).toEqual(items);
    expect(removeAt(items, -1)).toEqual(items);
  });

  it("totals the unrounded sum of prices", () => {
    const items = addItem(addItem([], "printer-setup"), "computer-tuneup");
    expect(sumPrices(items)).toBe(79 + 35);
  });
});
