import { addItem, cartItem, isInCart, removeAt } from "@/lib/cart/items";
import { cartCatalogue } from "@/lib/cart/catalogue";
import { services } from "@/data/services";
import { sumPrices } from "@/lib/money";

const line = (slug: string) => cartItem(cartCatalogue, slug)!;
const add = (items: Parameters<typeof addItem>[1], slug: string) =>
  addItem(cartCatalogue, items, slug);

describe("cart operations", () => {
  it("builds a line from the catalogue, its id being the catalogue position", () => {
    expect(line("printer-setup")).toEqual({
      id: 0,
      slug: "printer-setup",
      title: "Printer Setup",
      price: 79,
    });
    expect(line("computer-tuneup")).toEqual({
      id: 10,
      slug: "computer-tuneup",
      title: "Computer Tune-Up",
      price: 35,
    });
  });

  it("gives the browser only slug, title and price of each service", () => {
    expect(cartCatalogue).toHaveLength(services.length);
    expect(cartCatalogue[14]).toEqual({
      slug: "application-software",
      title: "Application Software Help",
      price: 129,
    });
    for (const entry of cartCatalogue) {
      expect(Object.keys(entry).sort()).toEqual(["price", "slug", "title"]);
    }
  });

  it("adds a service once, and never an unknown one", () => {
    const once = add([], "printer-setup");
    const twice = add(once, "printer-setup");
    expect(twice).toEqual([line("printer-setup")]);
    expect(add(twice, "no-such-service")).toEqual(twice);
    expect(cartItem(cartCatalogue, "no-such-service")).toBeUndefined();
    expect(isInCart(twice, "printer-setup")).toBe(true);
    expect(isInCart(twice, "browser-setup")).toBe(false);
  });

  it("removes by position and ignores positions outside the cart", () => {
    const items = ["printer-setup", "browser-setup", "computer-repair"].reduce(
      add,
      add([], "pc-optimization"),
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
    const items = add(add([], "printer-setup"), "computer-tuneup");
    expect(sumPrices(items)).toBe(
      line("printer-setup").price + line("computer-tuneup").price,
    );
    const fractional = [
      { ...line("printer-setup"), price: 0.1 },
      { ...line("browser-setup"), price: 0.2 },
    ];
    expect(sumPrices(fractional)).toBe(0.1 + 0.2);
  });
});
