import { readZip, zipOf } from "@/lib/zip";

describe("a ZIP code as a customer types it (docs/product.md §23.7)", () => {
  it("reads five digits, with spaces around them dropped", () => {
    expect(readZip("10001")).toEqual({ status: "zip", zip: "10001" });
    expect(readZip("  02134 ")).toEqual({ status: "zip", zip: "02134" });
    expect(readZip("00000")).toEqual({ status: "zip", zip: "00000" });
  });

  it("reads a ZIP+4 as its 5-digit ZIP, however the four are joined", () => {
    for (const typed of [
      "10001-1234",
      "10001 1234",
      "100011234",
      "10001\u20131234",
      " 10001-1234 ",
    ]) {
      expect(readZip(typed)).toEqual({ status: "zip", zip: "10001" });
    }
  });

  it("reads full-width digits, as some phone keyboards type them", () => {
    expect(readZip("\uff11\uff10\uff10\uff10\uff11")).toEqual({
      status: "zip",
      zip: "10001",
    });
  });

  it("says empty for nothing typed", () => {
    for (const typed of ["", "   ", null, undefined]) {
      expect(readZip(typed)).toEqual({ status: "empty" });
    }
  });

  it("says malformed for letters, too few or too many digits, and anything not text", () => {
    for (const typed of [
      "abcde",
      "1000",
      "100010",
      "10001-123",
      "10001-12345",
      "1000l",
      "10 001",
      "10001--1234",
      "ZIP 10001",
      "-10001",
      "١٠٠٠١",
      42,
      {},
    ]) {
      expect(readZip(typed)).toEqual({ status: "malformed" });
    }
  });

  it("gives the ZIP, or nothing", () => {
    expect(zipOf("10001-1234")).toBe("10001");
    expect(zipOf("abcde")).toBe("");
    expect(zipOf(null)).toBe("");
  });
});
