import { csvCell, toCsv } from "@/lib/desk/csv";

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
