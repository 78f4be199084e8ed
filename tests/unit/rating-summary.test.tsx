import { render, screen } from "@testing-library/react";
import { RatingSummary } from "@/components/shared/rating-summary";
import { translator } from "@/lib/i18n/catalogue";

const words = translator("en", "reviews");

describe("RatingSummary", () => {
  it("says 'No reviews yet' when there is none", () => {
    render(<RatingSummary rating={{ average: null, count: 0 }} t={words} />);
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
  });

  it("gives the average with one decimal and the count", () => {
    const { container } = render(
      <RatingSummary rating={{ average: 4, count: 1 }} t={words} />,
    );
    expect(container.textContent).toBe("★ 4.0 out of 5 from 1 review");
  });

  it("counts in the plural", () => {
    const { container } = render(
      <RatingSummary rating={{ average: 4.5, count: 12 }} t={words} />,
    );
    expect(container.textContent).toBe("★ 4.5 out of 5 from 12 reviews");
  });
});
