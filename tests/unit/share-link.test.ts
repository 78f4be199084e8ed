import { services } from "@/data/services";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import { contentCatalogue } from "@/lib/content/services";
import {
  cartSharePath,
  hasCartLink,
  maxAddLength,
  servicesFromCartLink,
  urlWithoutCartLink,
} from "@/lib/cart/share-link";

const cartCatalogue = cartCatalogueIn(contentCatalogue, "en");

const offered = (search: string) =>
  servicesFromCartLink(cartCatalogue, search).map((s) => s.slug);

describe("cartSharePath", () => {
  it("names the cart's services in cart order", () => {
    expect(
      cartSharePath([
        { slug: "printer-setup" },
        { slug: "virus-removal-cleanup" },
      ]),
    ).toBe("/cart?add=printer-setup,virus-removal-cleanup");
  });

  it("reads back as the same services", () => {
    expect(offered("?add=printer-setup,virus-removal-cleanup")).toEqual([
      "printer-setup",
      "virus-removal-cleanup",
    ]);
  });
});

describe("servicesFromCartLink on untrusted links", () => {
  it("offers each service's catalogue title and price, not anything from the link", () => {
    expect(
      servicesFromCartLink(cartCatalogue, "?add=computer-tuneup&price=0"),
    ).toEqual([
      { slug: "computer-tuneup", title: "Computer Tune-Up", price: 35 },
    ]);
  });

  it("drops unknown slugs", () => {
    expect(offered("?add=printer-setup,free-laptop,../../etc/passwd")).toEqual([
      "printer-setup",
    ]);
  });

  it("offers a service once however often it is named", () => {
    expect(
      offered("?add=browser-setup,browser-setup,printer-setup,browser-setup"),
    ).toEqual(["browser-setup", "printer-setup"]);
  });

  it("never offers more than the catalogue holds: 500 entries", () => {
    const every = cartCatalogue.map((s) => s.slug);
    const fiveHundred = Array.from(
      { length: 500 },
      (_, i) => every[i % every.length],
    ).join(",");
    expect(offered(`?add=${fiveHundred}`)).toEqual(every);
    expect(offered(`?add=${fiveHundred}`)).toHaveLength(services.length);
  });

  it("offers nothing for 500 unknown entries", () => {
    expect(offered(`?add=${Array(500).fill("nope").join(",")}`)).toEqual([]);
  });

  it("drops markup", () => {
    expect(
      offered(
        "?add=%3Cscript%3Ealert(1)%3C/script%3E,<img src=x onerror=alert(1)>,printer-setup",
      ),
    ).toEqual(["printer-setup"]);
  });

  it("survives encoded junk and broken escapes", () => {
    expect(offered("?add=%E0%A4%A,%00,%FF%FE,%25%25,printer%2Dsetup")).toEqual([
      "printer-setup",
    ]);
    expect(offered("?add=%")).toEqual([]);
  });

  it("accepts a slug whose case or spacing a mail program changed", () => {
    expect(offered("?add=+Printer-Setup+,%20computer-repair")).toEqual([
      "printer-setup",
      "computer-repair",
    ]);
  });

  it("offers nothing for an empty or missing list", () => {
    expect(offered("?add=")).toEqual([]);
    expect(offered("?add=,,,")).toEqual([]);
    expect(offered("")).toEqual([]);
    expect(offered("?q=wifi")).toEqual([]);
  });

  it("reads every `add` when the parameter is given twice", () => {
    expect(
      offered("?add=printer-setup&add=computer-repair,printer-setup"),
    ).toEqual(["printer-setup", "computer-repair"]);
  });

  it("reads only the first part of a very long link", () => {
    const junk = "x".repeat(maxAddLength);
    expect(offered(`?add=printer-setup,${junk},computer-repair`)).toEqual([
      "printer-setup",
    ]);
    expect(offered(`?add=${"a,".repeat(1_000_000)}browser-setup`)).toEqual([]);
  });
});

describe("hasCartLink and urlWithoutCartLink", () => {
  it("tells a shared cart link from a plain /cart", () => {
    expect(hasCartLink("?add=nope")).toBe(true);
    expect(hasCartLink("?add=")).toBe(true);
    expect(hasCartLink("")).toBe(false);
  });

  it("removes only the shared cart from the URL", () => {
    expect(
      urlWithoutCartLink("http://x.test/cart?add=printer-setup&add=x#top"),
    ).toBe("http://x.test/cart#top");
    expect(urlWithoutCartLink("http://x.test/cart?utm=1&add=a")).toBe(
      "http://x.test/cart?utm=1",
    );
  });
});
