import { cartItem } from "@/lib/cart/items";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import { contentCatalogue } from "@/lib/content/services";
import { cartKey, createCartStore, zipKey } from "@/lib/cart/store";

const cartCatalogue = cartCatalogueIn(contentCatalogue, "en");

const line = (slug: string) => cartItem(cartCatalogue, slug)!;

function setup(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(cartKey, stored);
  return createCartStore(cartCatalogue, () => localStorage);
}

const stored = () => localStorage.getItem(cartKey);

describe("cart store", () => {
  it("starts empty and reads storage only when rehydrated", async () => {
    const store = setup(JSON.stringify([line("browser-setup")]));
    expect(store.getState().items).toEqual([]);
    await store.persist.rehydrate();
    expect(store.getState().items).toEqual([line("browser-setup")]);
  });

  it("stores a plain array under `cart`", async () => {
    const store = setup();
    await store.persist.rehydrate();
    store.getState().add("printer-setup");
    store.getState().add("printer-setup");
    expect(JSON.parse(stored()!)).toEqual([line("printer-setup")]);
  });

  it("removes by position and clears", async () => {
    const store = setup();
    await store.persist.rehydrate();
    const { add } = store.getState();
    add("printer-setup");
    add("browser-setup");
    add("computer-repair");
    store.getState().removeAt(1);
    expect(JSON.parse(stored()!).map((i: { slug: string }) => i.slug)).toEqual([
      "printer-setup",
      "computer-repair",
    ]);
    store.getState().clear();
    expect(JSON.parse(stored()!)).toEqual([]);
  });

  it("writes a cleaned cart back after reading a corrupt one", async () => {
    const edited = { ...line("printer-setup"), price: 1 };
    const store = setup(JSON.stringify([edited, "junk"]));
    await store.persist.rehydrate();
    expect(JSON.parse(stored()!)).toEqual([line("printer-setup")]);
  });

  it("adds to what another tab stored, so the same service stays one line", async () => {
    const tabA = setup();
    const tabB = createCartStore(cartCatalogue, () => localStorage);
    await tabA.persist.rehydrate();
    await tabB.persist.rehydrate();
    tabA.getState().add("printer-setup");
    tabB.getState().add("printer-setup");
    tabB.getState().add("browser-setup");
    expect(JSON.parse(stored()!)).toEqual([
      line("printer-setup"),
      line("browser-setup"),
    ]);
  });

  it("keeps the visitor's ZIP beside the cart, as its 5 digits, and not a malformed one", async () => {
    const tab = setup(JSON.stringify([line("printer-installation")]));
    tab.getState().setZip(" 10001-1234 ");
    expect(tab.getState().items).toEqual([line("printer-installation")]);
    expect(localStorage.getItem(zipKey)).toBe("10001");
    tab.getState().setZip("abcde");
    tab.getState().setZip("");
    expect(tab.getState().zip).toBe("10001");
    // Another page reads it back, and emptying the cart keeps it.
    const next = createCartStore(cartCatalogue, () => localStorage);
    await next.persist.rehydrate();
    expect(next.getState().zip).toBe("10001");
    next.getState().clear();
    expect(localStorage.getItem(zipKey)).toBe("10001");
  });

  it("reads a stored ZIP it cannot use as none", async () => {
    const store = setup();
    localStorage.setItem(zipKey, "<b>62701</b>");
    await store.persist.rehydrate();
    expect(store.getState().zip).toBe("");
  });

  it("keeps working when storage throws", async () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createCartStore(cartCatalogue, () => broken);
    await store.persist.rehydrate();
    store.getState().add("printer-setup");
    expect(store.getState().items).toEqual([line("printer-setup")]);
  });
});
