import { render, screen, within } from "@testing-library/react";
import { BookingServices } from "@/components/shared/booking-services";
import { DetailField } from "@/components/staff/detail-field";
import { withWords } from "./intl";

const lines = [
  { title: "Printer Setup", price: 79 },
  { title: "Computer Tune-Up", price: 35 },
];

describe("BookingServices", () => {
  it("lists each service with its price, then the total in bold", () => {
    render(
      <BookingServices
        layout="list"
        services={lines}
        total={114}
        totalLabel="Total"
        className="mt-1 divide-slate-200"
      />,
    );
    const list = screen.getByRole("list");
    expect(list).toHaveClass("divide-y", "mt-1", "divide-slate-200");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Printer Setup$79",
      "Computer Tune-Up$35",
      "Total$114",
    ]);
    expect(items[2]).toHaveClass("font-bold");
  });

  it("writes a card's line from the lines or from the titles the server joined", () => {
    const { container, rerender } = render(
      <BookingServices layout="line" services={lines} total={114} />,
    );
    expect(container.textContent).toBe(
      "Printer Setup, Computer Tune-Up · $114",
    );
    rerender(
      <BookingServices
        layout="line"
        services="Printer Setup, Computer Tune-Up"
        total={114}
      />,
    );
    expect(container.textContent).toBe(
      "Printer Setup, Computer Tune-Up · $114",
    );
  });

  it("is the total alone where the services are not at hand", () => {
    const { container } = render(<BookingServices layout="line" total={35} />);
    expect(container.textContent).toBe("$35");
  });

  it("hands the desk's Services and Total to its own field, with prices as booked", () => {
    const fields = (services: string | typeof lines, total: number) => (
      <dl>
        <BookingServices
          layout="fields"
          services={services}
          total={total}
          Field={DetailField}
        />
      </dl>
    );
    const value = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling
        ?.textContent;
    const { rerender } = render(fields(lines, 114), {
      wrapper: withWords("en", ["desk"]),
    });
    expect(value("Services")).toBe(
      "Printer Setup ($79), Computer Tune-Up ($35)",
    );
    expect(value("Total")).toBe("$114");
    // A row of the desk's lists brings the titles already joined.
    rerender(fields("Printer Setup", 79));
    expect(value("Services")).toBe("Printer Setup");
    // A string, so the field's own "(none)" shows for a booking without lines.
    rerender(fields([], 0));
    expect(value("Services")).toBe("(none)");
  });
});
