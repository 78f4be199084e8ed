import { cartItem } from "@/lib/cart/items";
import { parseStoredCart } from "@/lib/cart/stored-cart";
import { services } from "@/data/services";

const printer = cartItem("printer-setup");

describe("parseStoredCart: storage is untrusted input", () => {
  it("reads nothing stored as an empty, clean cart", () => {
    expect(parseStoredCart(null)).toEqual({ items: [], clean: true });
  });

  it("keeps a valid cart as it is", () => {
    const raw = JSON.stringify([printer]);
    expect(parseStoredCart(raw)).toEqual({ items: [printer], clean: true });
  });

  it("accepts older items that carry every service field, and rewrites them", () => {
    const older = { ...services[0], id: 0, descrition: "old field name" };
    expect(parseStoredCart(JSON.stringify([older]))).toEqual({
      items: [printer],
      clean: false,
    });
  });

  it("takes title and price from the catalogue, not from storage", () => {
    const edited = [{ ...printer, price: 1, title: "<b>Free</b>", id: 99 }];
    expect(parseStoredCart(JSON.stringify(edited)).items).toEqual([printer]);
  });

  it.each([
    ["bad JSON", "[{"],
    ["an object", JSON.stringify({ slug: "printer-setup" })],
    ["a string", JSON.stringify("printer-setup")],
    ["null", "null"],
    ["a number", "42"],
    ["an empty string", ""],
  ])("turns %s into an empty cart", (_name, raw) => {
    expect(parseStoredCart(raw)).toEqual({ items: [], clean: false });
  });

  it("drops junk entries and unknown slugs, keeping the good lines in order", () => {
    const raw = JSON.stringify([
      null,
      7,
      "printer-setup",
      [],
      { slug: "no-such-service", price: 0 },
      { slug: 5 },
      { title: "Printer Setup" },
      { slug: "browser-setup" },
      printer,
      { slug: "browser-setup" },
    ]);
    expect(parseStoredCart(raw)).toEqual({
      items: [cartItem("browser-setup"), printer],
      clean: false,
    });
  });

  it("empties a 20 000-item array", () => {
    const raw = JSON.stringify(Array.from({ length: 20_000 }, () => printer));
    expect(parseStoredCart(raw)).toEqual({ items: [], clean: false });
  });

  it("never pollutes a prototype through __proto__ keys", () => {
    const raw =
      '[{"slug":"printer-setup","__proto__":{"polluted":true}},{"__proto__":{"slug":"browser-setup"}},{"constructor":{"prototype":{"polluted":true}}}]';
    const { items } = parseStoredCart(raw);
    expect(items).toEqual([printer]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(items[0])).toBe(Object.prototype);
  });
});
