import { fireEvent, render, screen, within } from "./render-en";
import { BookingDetailView } from "@/components/staff/booking-detail";
import { BookingTable } from "@/components/staff/booking-table";
import { MessageDetailView } from "@/components/staff/message-detail";
import { MessageTable } from "@/components/staff/message-table";
import { SearchResults } from "@/components/staff/search-results";
import { formatDateTime } from "@/lib/dates";
import type {
  BookingDetail,
  BookingRow,
  MessageDetail,
  MessageRow,
} from "@/lib/desk/payloads";
import { withWords } from "./intl";

const wrapper = withWords("en", ["bookingStatus", "desk", "deskSearch"]);

const message: MessageRow = {
  reference: "CM-7K3Q9M",
  status: "new",
  version: 1,
  createdAt: "2026-01-15T14:00:00.000Z",
  updatedAt: "2026-01-15T14:00:00.000Z",
  name: "Grace Hopper",
  language: "en",
  phone: "(212) 555-0100",
  email: "grace@example.com",
};

const erased: MessageRow = {
  ...message,
  reference: "CM-2B4D6F",
  name: null,
  phone: null,
  email: null,
};

const booking: BookingRow = {
  reference: "BP-7K3Q9M",
  tech: { displayName: "Sam Ortiz", handle: "sam-ortiz" },
  status: "confirmed",
  version: 2,
  createdAt: "2026-01-10T14:00:00.000Z",
  preferredDate: "2026-01-15",
  timeWindow: "morning",
  startsAt: "2026-01-15T14:00:00.000Z",
  name: "Ada Lovelace",
  language: "en",
  phone: "+1 (212) 555-0199",
  email: "ada@example.com",
  services: "Printer Setup, Computer Tune-Up",
  total: 114,
};

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

describe("the desk's lists", () => {
  it("show a message as a card and as a table row, with tel: and mailto: links", () => {
    const onOpen = jest.fn();
    render(
      <MessageTable
        caption="New messages, oldest first"
        rows={[message, erased]}
        onOpen={onOpen}
      />,
      { wrapper },
    );
    const cards = screen.getByRole("list", {
      name: "New messages, oldest first",
    });
    const [card] = within(cards).getAllByRole("listitem");
    expect(texts([...card!.querySelectorAll("p")])).toEqual([
      "CM-7K3Q9M",
      "Grace Hopper",
      "(212) 555-0100grace@example.com",
      `Received ${formatDateTime(message.createdAt)}`,
    ]);
    expect(
      within(card!).getByRole("link", { name: "(212) 555-0100" }),
    ).toHaveAttribute("href", "tel:2125550100");
    expect(
      within(card!).getByRole("link", { name: "grace@example.com" }),
    ).toHaveAttribute("href", "mailto:grace@example.com");

    const table = screen.getByRole("table", {
      name: "New messages, oldest first",
    });
    expect(texts(within(table).getAllByRole("columnheader"))).toEqual([
      "Reference",
      "Received",
      "Name",
      "Phone",
      "E-mail",
    ]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(texts(within(first!).getAllByRole("cell"))).toEqual([
      formatDateTime(message.createdAt),
      "Grace Hopper",
      "(212) 555-0100",
      "grace@example.com",
    ]);
    // Erased details read as such, with no link to follow.
    expect(texts(within(second!).getAllByRole("cell"))).toEqual([
      formatDateTime(message.createdAt),
      "(erased)",
      "—",
      "—",
    ]);
    expect(within(second!).queryByRole("link")).toBeNull();

    fireEvent.click(
      within(
        within(table).getByRole("rowheader", { name: "CM-2B4D6F" }),
      ).getByRole("button"),
    );
    fireEvent.click(within(cards).getByRole("button", { name: "CM-7K3Q9M" }));
    expect(onOpen.mock.calls).toEqual([["CM-2B4D6F"], ["CM-7K3Q9M"]]);
  });

  it("say None. for an empty list, with no table", () => {
    render(<MessageTable caption="Answered" rows={[]} onOpen={() => {}} />, {
      wrapper,
    });
    expect(screen.getByText("None.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("show a booking's time, tag, services and total in both shapes", () => {
    render(
      <BookingTable
        caption="Confirmed appointments from today, by start time"
        rows={[booking]}
        when="starts"
        today="2026-01-15"
        onOpen={() => {}}
      />,
      { wrapper },
    );
    const starts = formatDateTime(booking.startsAt!);
    const card = within(
      screen.getByRole("list", { name: /^Confirmed appointments/ }),
    ).getByRole("listitem");
    expect(texts([...card.querySelectorAll("p")])).toEqual([
      "BP-7K3Q9MToday",
      "Ada Lovelace",
      "+1 (212) 555-0199ada@example.com",
      `Starts: ${starts}`,
      "Printer Setup, Computer Tune-Up · $114",
      "Tech: Sam Ortiz (@sam-ortiz)",
    ]);
    expect(
      within(card).getByRole("link", { name: "+1 (212) 555-0199" }),
    ).toHaveAttribute("href", "tel:+12125550199");

    const table = screen.getByRole("table", {
      name: /^Confirmed appointments/,
    });
    expect(texts(within(table).getAllByRole("columnheader"))).toEqual([
      "Reference",
      "Starts",
      "Name",
      "Phone",
      "E-mail",
      "Services",
      "Total",
      "Tech",
    ]);
    const row = within(table).getByRole("row", { name: /BP-7K3Q9M/ });
    expect(texts(within(row).getAllByRole("cell"))).toEqual([
      `${starts}Today`,
      "Ada Lovelace",
      "+1 (212) 555-0199",
      "ada@example.com",
      "Printer Setup, Computer Tune-Up",
      "$114",
      "Sam Ortiz (@sam-ortiz)",
    ]);
  });

  it("show how long a request has waited where the list is by preferred date", () => {
    render(
      <BookingTable
        caption="Awaiting"
        rows={[{ ...booking, status: "requested", startsAt: null }]}
        when="requested"
        now="2026-01-10T16:05:00.000Z"
        onOpen={() => {}}
      />,
      { wrapper },
    );
    const row = within(screen.getByRole("table")).getByRole("row", {
      name: /BP-7K3Q9M/,
    });
    expect(
      within(row).getByRole("cell", { name: /^Thu, Jan 15, 2026/ }),
    ).toHaveTextContent("Thu, Jan 15, 2026, Morning (8–12)waiting 2 h 5 min");
    expect(
      screen.getByRole("columnheader", { name: "Preferred" }),
    ).toBeVisible();
  });

  it("show a search hit as the same card, its reference a link to the desk", () => {
    render(
      <SearchResults
        result={{
          cut: false,
          hits: [
            {
              kind: "booking",
              language: "en",
              kindLabel: "Booking",
              reference: booking.reference,
              status: "cancelled",
              statusLabel: "Cancelled",
              name: booking.name,
              phone: booking.phone,
              email: booking.email,
              createdAt: booking.createdAt,
              summary: "Printer Setup",
              href: "/staff?open=BP-7K3Q9M",
            },
          ],
        }}
      />,
      { wrapper },
    );
    const card = within(
      screen.getByRole("list", { name: "Search results" }),
    ).getByRole("listitem");
    expect(
      within(card).getByRole("link", { name: "BP-7K3Q9M" }),
    ).toHaveAttribute("href", "/staff?open=BP-7K3Q9M");
    expect(texts([...card.querySelectorAll("p")])).toEqual([
      "BookingBP-7K3Q9MCancelled",
      "Ada Lovelace",
      "+1 (212) 555-0199ada@example.com",
      `Printer Setup · requested ${formatDateTime(booking.createdAt)}`,
    ]);
  });
});

const history = [
  {
    at: "2026-01-10T14:00:00.000Z",
    actor: "visitor",
    action: "request",
    fromStatus: null,
    toStatus: "requested",
    note: null,
    fee: null,
  },
];

const bookingDetail: BookingDetail = {
  kind: "booking",
  language: "en",
  reference: "BP-7K3Q9M",
  tech: null,
  status: "requested",
  version: 1,
  createdAt: "2026-01-10T14:00:00.000Z",
  updatedAt: "2026-01-10T14:00:00.000Z",
  services: [
    { title: "Printer Setup", price: 79 },
    { title: "Computer Tune-Up", price: 35 },
  ],
  total: 114,
  fees: 0,
  homeVisit: true,
  preferredDate: "2026-01-15",
  timeWindow: "morning",
  startsAt: null,
  signedIn: false,
  contact: {
    firstName: "Ada",
    lastName: "Lovelace",
    phone: "(212) 555-0100",
    email: "ada@example.com",
    address1: "1 Main St",
    address2: null,
    city: "New York",
    state: "NY",
    zip: "10001",
    notes: null,
  },
  erasedAt: null,
  actions: ["confirm", "decline", "cancel"],
  waitsForStart: false,
  history,
  deliveries: [],
};

const messageDetail: MessageDetail = {
  kind: "message",
  language: "en",
  reference: "CM-7K3Q9M",
  status: "new",
  version: 1,
  createdAt: "2026-01-15T14:00:00.000Z",
  updatedAt: "2026-01-15T14:00:00.000Z",
  name: null,
  phone: null,
  email: null,
  message: null,
  erasedAt: "2026-02-01T14:00:00.000Z",
  history: [{ ...history[0]!, toStatus: "new" }],
  deliveries: [],
};

/** The detail's rows as label and value. */
function fields() {
  return Object.fromEntries(
    screen
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe("the desk's details", () => {
  it("show a booking's state, services, sender and actions", () => {
    render(
      <BookingDetailView
        detail={bookingDetail}
        busy={false}
        act={async () => true}
        token={async () => "token"}
        onRefused={() => {}}
      />,
      { wrapper },
    );
    expect(fields()).toMatchObject({
      State: "Requested",
      Tech: "No Tech yet",
      Services: "Printer Setup ($79), Computer Tune-Up ($35)",
      Total: "$114",
      "Fees recorded": "$0",
      Name: "Ada Lovelace",
      Phone: "(212) 555-0100",
      Email: "ada@example.com",
      Notes: "(none)",
    });
    expect(fields()).not.toHaveProperty(["Personal details erased"]);
    expect(
      screen.getByRole("link", { name: "(212) 555-0100" }),
    ).toHaveAttribute("href", "tel:2125550100");

    const confirm = screen.getByRole("form", {
      name: "Confirm the appointment",
    });
    expect(
      within(confirm).getByRole("heading", { level: 4 }),
    ).toHaveAccessibleName("Confirm the appointment");
    expect(within(confirm).getByLabelText("Date")).toHaveValue("2026-01-15");
    expect(within(confirm).getByLabelText("Start time")).toHaveValue("08:00");
    expect(
      within(confirm).getByRole("textbox", { name: "Note (optional)" }),
    ).not.toBeRequired();
    expect(
      within(confirm).getByRole("button", { name: "Confirm" }),
    ).toHaveClass("btn-primary");

    const cancel = screen.getByRole("form", { name: "Cancel the booking" });
    const reason = within(cancel).getByRole("textbox", { name: "Reason" });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription(
      "A cancellation by staff is the company's decision: no fee is recorded.",
    );
    expect(
      within(cancel).getByRole("button", { name: "Cancel booking" }),
    ).toHaveClass("btn-outline");
    expect(
      within(
        screen.getByRole("form", { name: "Decline the request" }),
      ).getByRole("textbox", { name: "Reason" }),
    ).toBeRequired();
  });

  it("show a message's erased sender and Mark answered under its own h3", () => {
    render(
      <MessageDetailView
        detail={messageDetail}
        busy={false}
        act={async () => true}
      />,
      { wrapper },
    );
    expect(fields()).toEqual({
      State: "New",
      Name: "(none)",
      Phone: "—",
      Email: "—",
      Message: "(none)",
      Received: formatDateTime(messageDetail.createdAt),
      "Personal details erased": formatDateTime(messageDetail.erasedAt!),
    });
    const answer = screen.getByRole("form", { name: "Mark answered" });
    expect(
      within(answer).getByRole("heading", { level: 3 }),
    ).toHaveAccessibleName("Mark answered");
    expect(
      within(answer).getByRole("textbox", { name: "Note (optional)" }),
    ).not.toBeRequired();
  });
});

describe("the customer's language on the desk", () => {
  it("marks a Spanish-speaking customer beside the name, on the card and in the row, and an English one not at all", () => {
    render(
      <MessageTable
        caption="New messages, oldest first"
        rows={[
          { ...message, language: "es" },
          { ...erased, language: "en" },
        ]}
        onOpen={jest.fn()}
      />,
      { wrapper },
    );
    const cards = screen.getByRole("list", {
      name: "New messages, oldest first",
    });
    const [spanish, english] = within(cards).getAllByRole("listitem");
    expect(within(spanish!).getByText("Speaks Spanish")).toBeInTheDocument();
    expect(within(english!).queryByText("Speaks Spanish")).toBeNull();
    const table = screen.getByRole("table", {
      name: "New messages, oldest first",
    });
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(
      within(row!).getByRole("cell", { name: "Grace Hopper Speaks Spanish" }),
    ).toBeInTheDocument();
  });
});
