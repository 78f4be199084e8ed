import { bookingsCsv, csvCell, toCsv } from "@/lib/desk/csv";

describe("csvCell", () => {
  test.each([
    ["plain", "plain"],
    ["", ""],
    ["Ann, Bob", '"Ann, Bob"'],
    ['say "hi"', '"say ""hi"""'],
    ["line one\nline two", '"line one\nline two"'],
    ["a\r\nb", '"a\r\nb"'],
    ["=1+2", "'=1+2"],
    ["+15550142", "'+15550142"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTAB", "'\tTAB"],
    ["\rCR", '"\'\rCR"'],
    [
      '=HYPERLINK("http://evil.example","x")',
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    ],
    ["a=b", "a=b"],
    ["O'Brien", "O'Brien"],
    ["'; drop table bookings; --", "'; drop table bookings; --"],
  ])("%j is written %j", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  test("numbers, empty values", () => {
    expect(csvCell(129)).toBe("129");
    expect(csvCell(-25)).toBe("-25");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

test("toCsv ends every row with CRLF", () => {
  expect(
    toCsv([
      ["Reference", "Total"],
      ["BP-7K3Q9M", 129],
      ["=cmd", null],
    ]),
  ).toBe("Reference,Total\r\nBP-7K3Q9M,129\r\n'=cmd,\r\n");
  expect(toCsv([])).toBe("");
});

test("bookingsCsv writes New York times and guards every visitor field", () => {
  const csv = bookingsCsv(
    [
      {
        reference: "BP-7K3Q9M",
        status: "confirmed",
        createdAt: new Date("2026-11-24T03:00:00.000Z"),
        preferredDate: "2026-12-01",
        timeWindow: "morning",
        startsAt: new Date("2026-12-01T14:00:00.000Z"),
        services: [
          { title: "Printer Installation", price: 89 },
          { title: "Computer Tune-Up", price: 35 },
        ],
        total: 124,
        fees: 0,
        firstName: "=cmd|' /C calc'!A0",
        lastName: 'O"Brien, Jr.',
        phone: "+1 212 555 0100",
        email: "@evil.example",
        address1: "1 Main St",
        address2: null,
        city: "New York",
        state: "NY",
        zip: "10001",
        notes: "ring twice\nthen wait",
        erasedAt: null,
        language: "es",
      },
    ],
    "America/New_York",
  );
  expect(csv.startsWith("\uFEFFReference,")).toBe(true);
  expect(csv.slice(1).split("\r\n")).toEqual([
    "Reference,Status,Requested (America/New_York),Preferred date,Time window,Starts (America/New_York),Services,Total (USD),Fees (USD),First name,Last name,Phone,Email,Address 1,Address 2,City,State,ZIP,Notes,Personal details erased (America/New_York),Language",
    `BP-7K3Q9M,Confirmed,2026-11-23 22:00,2026-12-01,Morning (8–12),2026-12-01 09:00,Printer Installation ($89); Computer Tune-Up ($35),124,0,'=cmd|' /C calc'!A0,"O""Brien, Jr.",'+1 212 555 0100,'@evil.example,1 Main St,,New York,NY,10001,"ring twice\nthen wait",,Spanish`,
    "",
  ]);
});
