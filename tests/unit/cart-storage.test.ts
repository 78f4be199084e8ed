import { cartItem, type CartItem } from "@/lib/cart/items";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import { maxStoredItems, parseStoredCart } from "@/lib/cart/stored-cart";
import { contentCatalogue } from "@/lib/content/services";

const services = contentCatalogue.en;
const cartCatalogue = cartCatalogueIn(contentCatalogue, "en");

const parse = (raw: string | null) => parseStoredCart(cartCatalogue, raw);
const line = (slug: string) => cartItem(cartCatalogue, slug)!;
const printer = line("printer-setup");
const browser = line("browser-setup");

/** A line as the older site stored it: every service field (docs/product.md §4) plus id. */
function olderLine(item: CartItem) {
  const service = services[item.id]!;
  return {
    slug: service.slug,
    cover: `/images/services/${service.slug}.jpg`,
    thumbnail: "",
    title: service.title,
    price: service.price,
    descrition: service.description,
    services_included: service.servicesIncluded,
    faqs: service.faqs,
    id: item.id,
  };
}

describe("parseStoredCart: storage is untrusted input", () => {
  it("reads nothing stored as an empty, clean cart", () => {
    expect(parse(null)).toEqual({ items: [], clean: true });
  });

  it("keeps a valid cart as it is", () => {
    const raw = JSON.stringify([printer, browser]);
    expect(parse(raw)).toEqual({ items: [printer, browser], clean: true });
  });

  it("accepts older items that carry every service field, and rewrites them", () => {
    const raw = JSON.stringify([olderLine(printer), olderLine(browser)]);
    expect(parse(raw)).toEqual({ items: [printer, browser], clean: false });
  });

  it("takes title, price and id from the catalogue, not from storage", () => {
    const edited = [{ ...printer, price: 1, title: "<b>Free</b>", id: 99 }];
    expect(parse(JSON.stringify(edited))).toEqual({
      items: [printer],
      clean: false,
    });
  });

  it.each([
    ["bad JSON", "[{"],
    ["an object", JSON.stringify(printer)],
    ["an object keyed by position", JSON.stringify({ 0: printer })],
    ["a string", JSON.stringify("printer-setup")],
    ["null", "null"],
    ["a number", "42"],
    ["an empty string", ""],
  ])("turns %s into an empty cart", (_name, raw) => {
    expect(parse(raw)).toEqual({ items: [], clean: false });
  });

  it("drops junk entries, wrong types and unknown slugs, keeping the good lines in order", () => {
    const raw = JSON.stringify([
      null,
      7,
      "printer-setup",
      [],
      { ...printer, slug: "no-such-service" },
      { ...printer, slug: 5 },
      { ...printer, price: "free" },
      { ...printer, title: null },
      { ...printer, id: -1 },
      { ...printer, id: 1.5 },
      { slug: "printer-setup" },
      { id: 0, title: "Printer Setup", price: 79 },
      browser,
      printer,
      browser,
    ]);
    expect(parse(raw)).toEqual({ items: [browser, printer], clean: false });
  });

  it("empties a 20 000-item array without reading its entries", () => {
    const raw = JSON.stringify(Array.from({ length: 20_000 }, () => printer));
    expect(parse(raw)).toEqual({ items: [], clean: false });
    const atLimit = Array.from({ length: maxStoredItems }, () => printer);
    expect(parse(JSON.stringify(atLimit))).toEqual({
      items: [printer],
      clean: false,
    });
  });

  it("never pollutes a prototype through __proto__ or constructor keys", () => {
    const raw = `[
      ${JSON.stringify(printer).slice(0, -1)},"__proto__":{"polluted":true}},
      {"__proto__":${JSON.stringify(browser)}},
      {"constructor":{"prototype":{"polluted":true}}}
    ]`;
    const { items, clean } = parse(raw);
    expect(items).toEqual([printer]);
    expect(clean).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(items[0])).toBe(Object.prototype);
    expect(Object.keys(items[0]!)).toEqual(["id", "slug", "title", "price"]);
  });
});
