import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountBookings } from "@/components/user/account-bookings";
import type { ManagedBooking } from "@/lib/bookings/manage";
import { accountBookings } from "@/lib/server/actions/account";
import { openAccountBooking } from "@/lib/server/actions/manage-booking";
import { withWords } from "./intl";

// The Server Actions run on the server; here they answer with one booking.
jest.mock("@/lib/server/actions/manage-booking", () => ({
  openAccountBooking: jest.fn(),
  manageBooking: jest.fn(),
  bookingConfirmation: jest.fn(),
}));
jest.mock("@/lib/server/actions/account", () => ({
  accountBookings: jest.fn(),
}));

const booking: ManagedBooking = {
  reference: "BP-7K3Q9M",
  status: "requested",
  statusLabel: "Solicitada",
  version: 1,
  lines: [{ title: "Instalación de impresora", price: 89 }],
  total: 89,
  fees: 0,
  when: "Preferencia: sáb, 28 nov 2026",
  address: null,
  history: [],
  cancel: null,
  change: null,
  calendar: false,
};

// /user loads the manage view lazily; its words are the page's IslandWords,
// in the page's language alone (docs/words.md).
test("a booking opened on /es/user is managed in Spanish", async () => {
  const user = userEvent.setup();
  jest.mocked(accountBookings).mockResolvedValue({
    ok: true,
    bookings: [
      {
        reference: booking.reference,
        statusLabel: booking.statusLabel,
        when: booking.when,
        total: booking.total,
      },
    ],
  });
  jest.mocked(openAccountBooking).mockResolvedValue({
    step: "view",
    token: "signed",
    booking,
    values: {},
    errors: {},
  });
  render(<AccountBookings idToken={async () => "id-token"} locale="es" />, {
    wrapper: withWords("es", ["account", "booking"]),
  });
  await user.click(
    await screen.findByRole("button", {
      name: "Administrar la reserva BP-7K3Q9M",
    }),
  );
  expect(
    await screen.findByRole("heading", { name: "Reserva BP-7K3Q9M" }),
  ).toBeInTheDocument();
  expect(screen.getByText("Estado")).toBeInTheDocument();
  expect(
    screen.getByRole("button", { name: "Volver a sus reservas" }),
  ).toBeInTheDocument();
});
