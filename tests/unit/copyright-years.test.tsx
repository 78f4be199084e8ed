import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { CopyrightYears } from "@/components/layout/copyright-years";

describe("CopyrightYears", () => {
  afterEach(() => jest.useRealTimers());

  it("pre-renders the build's year", () => {
    expect(renderToString(<CopyrightYears since={2020} builtIn={2026} />)).toBe(
      "2020<!-- -->–<!-- -->2026",
    );
  });

  it("shows the visitor's year in the browser when the site was built earlier", () => {
    jest.useFakeTimers({ now: new Date("2028-03-01T12:00:00Z") });
    render(
      <p>
        <CopyrightYears since={2020} builtIn={2026} />
      </p>,
    );
    expect(screen.getByText("2020–2028")).toBeInTheDocument();
  });

  it("never shows a year before the build's, whatever the visitor's clock says", () => {
    jest.useFakeTimers({ now: new Date("2019-06-01T12:00:00Z") });
    render(
      <p>
        <CopyrightYears since={2020} builtIn={2026} />
      </p>,
    );
    expect(screen.getByText("2020–2026")).toBeInTheDocument();
  });
});
