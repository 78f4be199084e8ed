import { repriceServices } from "@/lib/requests/reprice";

describe("repricing a booking from the catalogue", () => {
  it("takes titles, prices, visits and durations from the catalogue alone", () => {
    expect(
      repriceServices(["printer-installation", "computer-tuneup"]),
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
    expect(repriceServices(slugs).map((s) => s.slug)).toEqual([
      "computer-tuneup",
      "printer-setup",
    ]);
  });

  it("500 forged slugs give at most one line per catalogue service", () => {
    const forged = Array.from({ length: 500 }, (_, i) =>
      i % 2 ? "printer-setup" : `fake-${i}`,
    );
    expect(repriceServices(forged)).toEqual([
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
    expect(repriceServices([])).toEqual([]);
    expect(repriceServices(["nothing"])).toEqual([]);
  });
});
