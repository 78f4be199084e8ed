import { addItem, cartItem, isInCart, removeAt } from "@/lib/cart/items";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import { contentCatalogue } from "@/lib/content/services";
import { services } from "@/data/services";
import { sumPrices } from "@/data/money";

const cartCatalogue = cartCatalogueIn(contentCatalogue, "en");

const add = (items: Parameters<typeof addItem>[1], slug: string) =>
  addItem(cartCatalogue, items, slug);

describe("cart operations", () => {
  it("builds a line from the catalogue, its id being the catalogue position", () => {
    expect(cartItem(cartCatalogue, "printer-setup")).toEqual({
      id: 0,
      slug: "printer-setup",
      title: "Printer Setup",
      price: 79,
    });
    expect(cartItem(cartCatalogue, "computer-tuneup")).toEqual({
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
    expect(twice).toEqual([
      { id: 0, slug: "printer-setup", title: "Printer Setup", price: 79 },
    ]);
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
    // Printer Setup $79 + Computer Tune-Up $35.
    expect(sumPrices(items)).toBe(114);
    const fractional = [
      { id: 0, slug: "printer-setup", title: "Printer Setup", price: 0.1 },
      { id: 13, slug: "browser-setup", title: "Browser Setup", price: 0.2 },
    ];
    // Unrounded: 0.1 + 0.2 in binary floating point.
    expect(sumPrices(fractional)).toBe(0.30000000000000004);
  });
});
