import {
  priceChanges,
  repriceServices,
  seenPrices,
} from "@/lib/requests/reprice";
import { contentCatalogue } from "@/lib/content/services";

describe("repricing a booking from the catalogue", () => {
  it("takes titles, prices, visits and durations from the catalogue alone", () => {
    expect(
      repriceServices(
        ["printer-installation", "computer-tuneup"],
        contentCatalogue,
      ),
    ).toEqual([
      {
        slug: "printer-installation",
        title: "Printer Installation",
        price: 89,
        homeVisit: true,
        minutes: 90,
      },
      {
        slug: "computer-tuneup",
        title: "Computer Tune-Up",
        price: 35,
        homeVisit: false,
        minutes: 60,
      },
    ]);
  });

  it("drops unknown slugs and merges repeats, keeping the order", () => {
    const slugs = [
      "computer-tuneup",
      "no-such-service",
      "<script>",
      "printer-setup",
      "computer-tuneup",
    ];
    expect(repriceServices(slugs, contentCatalogue).map((s) => s.slug)).toEqual(
      ["computer-tuneup", "printer-setup"],
    );
  });

  it("500 forged slugs give at most one line per catalogue service", () => {
    const forged = Array.from({ length: 500 }, (_, i) =>
      i % 2 ? "printer-setup" : `fake-${i}`,
    );
    expect(repriceServices(forged, contentCatalogue)).toEqual([
      {
        slug: "printer-setup",
        title: "Printer Setup",
        price: 79,
        homeVisit: false,
        minutes: 60,
      },
    ]);
  });

  it("an empty or unknown list books nothing", () => {
    expect(repriceServices([], contentCatalogue)).toEqual([]);
    expect(repriceServices(["nothing"], contentCatalogue)).toEqual([]);
  });
});

describe("what the visitor saw against what would be booked", () => {
  const booked = [
    {
      slug: "printer-setup",
      title: "Printer Setup",
      price: 79,
      homeVisit: false,
    },
    {
      slug: "computer-tuneup",
      title: "Computer Tune-Up",
      price: 35.5,
      homeVisit: false,
    },
  ];
  const seen = (...prices: unknown[]) =>
    seenPrices(["printer-setup", "computer-tuneup"], prices);

  it("finds no change when every price was seen as published", () => {
    expect(priceChanges(seen("79", "35.5"), booked)).toEqual([]);
    expect(priceChanges(seen("79.00", "35.50"), booked)).toEqual([]);
  });

  it("names each line whose seen price differs, at its published price", () => {
    expect(priceChanges(seen("69", "35.5"), booked)).toEqual([booked[0]]);
    expect(priceChanges(seen("79.01", "35"), booked)).toEqual(booked);
  });

  it("counts a missing, empty or unreadable price as not seen", () => {
    for (const garbage of [
      undefined,
      "",
      " 79",
      "79 ",
      "+79",
      "7.9e1",
      "0x4f",
      "79.001",
      "NaN",
      "Infinity",
      "-79",
    ]) {
      expect(priceChanges(seen(garbage, "35.5"), booked)).toEqual([booked[0]]);
    }
    // A file posted where a price goes is no price either.
    expect(priceChanges(seen(new Blob(["79"]), "35.5"), booked)).toEqual([
      booked[0],
    ]);
    expect(priceChanges(seenPrices([], []), booked)).toEqual(booked);
  });

  it("pairs prices with services by position, the first of a repeated slug counting", () => {
    const paired = seenPrices(
      ["computer-tuneup", "printer-setup", "computer-tuneup", 7],
      ["35.5", "79", "1", "2"],
    );
    expect([...paired]).toEqual([
      ["computer-tuneup", "35.5"],
      ["printer-setup", "79"],
    ]);
    expect(priceChanges(paired, booked)).toEqual([]);
  });
});
