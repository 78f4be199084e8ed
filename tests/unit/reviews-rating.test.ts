import { ratingOf } from "@/lib/reviews/rating";

describe("the average and count (docs/product.md §24.4)", () => {
  it("is null with no review", () => {
    expect(ratingOf([])).toEqual({ average: null, count: 0 });
  });

  it("is one decimal, rounded half up", () => {
    // 5 + 4 + 4 = 13, 13 / 3 = 4.33…
    expect(
      ratingOf([
        { rating: 5, status: "new" },
        { rating: 4, status: "kept" },
        { rating: 4, status: "kept" },
      ]),
    ).toEqual({ average: 4.3, count: 3 });
    // 5 + 4 + 4 + 4 = 17, 17 / 4 = 4.25
    expect(
      ratingOf([
        { rating: 5, status: "new" },
        { rating: 4, status: "new" },
        { rating: 4, status: "new" },
        { rating: 4, status: "new" },
      ]),
    ).toEqual({ average: 4.3, count: 4 });
    // 2 + 3 = 5, 5 / 2 = 2.5
    expect(
      ratingOf([
        { rating: 2, status: "kept" },
        { rating: 3, status: "new" },
      ]),
    ).toEqual({ average: 2.5, count: 2 });
  });

  it("leaves hidden reviews out of the average and the count", () => {
    expect(
      ratingOf([
        { rating: 5, status: "kept" },
        { rating: 1, status: "hidden" },
        { rating: 4, status: "new" },
      ]),
    ).toEqual({ average: 4.5, count: 2 });
    expect(ratingOf([{ rating: 1, status: "hidden" }])).toEqual({
      average: null,
      count: 0,
    });
  });
});
