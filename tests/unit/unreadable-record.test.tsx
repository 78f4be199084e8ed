import { render, screen } from "./render-en";
import userEvent from "@testing-library/user-event";
import { BookingConfirmationView } from "@/components/bookings/booking-confirmation-view";
import { TechBookings } from "@/components/problems/tech-bookings";
import { AccountBookings } from "@/components/user/account-bookings";
import { company } from "@/data/company";
import { withWords } from "./intl";
import { accountBookings } from "@/lib/server/actions/account";
import {
  bookingConfirmation,
  openAccountBooking,
} from "@/lib/server/actions/manage-booking";

// The Server Actions run on the server; here each one is made to fail.
jest.mock("@/lib/server/actions/manage-booking", () => ({
  bookingConfirmation: jest.fn(),
  openAccountBooking: jest.fn(),
  manageBooking: jest.fn(),
}));
jest.mock("@/lib/server/actions/account", () => ({
  accountBookings: jest.fn(),
}));

const offline = () => Promise.reject(new TypeError("Failed to fetch"));

/** The page's failure: announced, with the number to call, and no more waiting. */
async function expectCallUs(loading: RegExp) {
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent(company.phone.display);
  expect(
    screen.getByRole("link", { name: company.phone.display }),
  ).toHaveAttribute("href", `tel:${company.phone.e164}`);
  expect(screen.queryByText(loading)).toBeNull();
}

afterEach(() => {
  jest.resetAllMocks();
  window.location.hash = "";
});

describe("a page that loads a record after hydration never waits for ever", () => {
  it("the confirmation says so with the phone number when its action rejects", async () => {
    jest.mocked(bookingConfirmation).mockImplementation(offline);
    window.location.hash = "#link=tok";
    render(<BookingConfirmationView />, {
      wrapper: withWords("en", ["booking"]),
    });
    await expectCallUs(/Loading your booking/);
    expect(bookingConfirmation).toHaveBeenCalledWith("tok", "en");
  });

  it("account bookings say so with the phone number when the list's action rejects", async () => {
    jest.mocked(accountBookings).mockImplementation(offline);
    render(<AccountBookings idToken={async () => "id-token"} />, {
      wrapper: withWords("en", ["account", "booking"]),
    });
    await expectCallUs(/Loading your bookings/);
  });

  it("account bookings say so with the phone number when opening a booking rejects", async () => {
    const user = userEvent.setup();
    jest.mocked(accountBookings).mockResolvedValue({
      ok: true,
      bookings: [
        {
          reference: "BP-ABCDEF",
          statusLabel: "Requested",
          when: "Preferred: Monday",
          total: 89,
        },
      ],
    });
    jest.mocked(openAccountBooking).mockImplementation(offline);
    render(<AccountBookings idToken={async () => "id-token"} />, {
      wrapper: withWords("en", ["account", "booking"]),
    });
    await user.click(
      await screen.findByRole("button", { name: "Manage booking BP-ABCDEF" }),
    );
    await expectCallUs(/Loading your bookings/);
  });

  it("the Tech's bookings say so with the phone number when the call fails", async () => {
    global.fetch = jest.fn(offline) as typeof fetch;
    jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <TechBookings token={async () => "id-token"} onRefused={() => {}} />,
      { wrapper: withWords("en", ["bookingStatus", "techWork"]) },
    );
    await expectCallUs(/Loading your bookings/);
  });

  it("the Tech's bookings say so with the phone number when the server fails", async () => {
    global.fetch = jest.fn(
      async () =>
        ({
          status: 500,
          headers: new Headers({ "content-type": "application/json" }),
          json: async () => ({ error: "The database is unavailable." }),
        }) as Response,
    ) as typeof fetch;
    render(
      <TechBookings token={async () => "id-token"} onRefused={() => {}} />,
      { wrapper: withWords("en", ["bookingStatus", "techWork"]) },
    );
    await expectCallUs(/Loading your bookings/);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The database is unavailable.",
    );
  });
});
