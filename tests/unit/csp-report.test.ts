/** @jest-environment node */
import { mediaType, parseCspReports } from "@/lib/csp-report";
import { closeDatabase } from "@/lib/server/db/client";
import { receiveCspReport } from "@/lib/server/csp-reports";
import { createTestDatabase } from "./db/engines";

// What Chromium sends for an inline script the policy blocks, in each format.
const legacyBody = JSON.stringify({
  "csp-report": {
    "document-uri": "https://example.com/cart",
    referrer: "",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "original-policy": "default-src 'self'; report-uri /csp-report",
    disposition: "enforce",
    "blocked-uri": "inline",
    "line-number": 12,
    "column-number": 7,
    "source-file": "https://example.com/cart",
    "status-code": 200,
    "script-sample": "alert(1)",
  },
});
const batchBody = JSON.stringify([
  {
    age: 10,
    type: "csp-violation",
    url: "https://example.com/cart",
    user_agent: "Chromium",
    body: {
      documentURL: "https://example.com/cart",
      blockedURL: "inline",
      effectiveDirective: "script-src-elem",
      disposition: "enforce",
      sourceFile: "https://example.com/cart",
      lineNumber: 12,
      columnNumber: 7,
      sample: "alert(1)",
      statusCode: 200,
      originalPolicy: "default-src 'self'",
    },
  },
  { age: 1, type: "deprecation", url: "https://example.com/", body: {} },
]);
const expected = {
  documentUrl: "https://example.com/cart",
  blockedUrl: "inline",
  directive: "script-src-elem",
  disposition: "enforce",
  sourceFile: "https://example.com/cart",
  line: 12,
  column: 7,
  sample: "alert(1)",
};

describe("parseCspReports", () => {
  it("reads a report-uri post and a Reporting API batch into the same record", () => {
    expect(parseCspReports("application/csp-report", legacyBody)).toEqual([
      expected,
    ]);
    expect(parseCspReports("application/reports+json", batchBody)).toEqual([
      expected,
    ]);
  });

  it("refuses what is not a report, and skips reports of other kinds", () => {
    expect(parseCspReports("application/csp-report", "{")).toBeNull();
    expect(parseCspReports("application/csp-report", "[]")).toBeNull();
    expect(parseCspReports("application/reports+json", "{}")).toBeNull();
    expect(parseCspReports("text/plain", legacyBody)).toBeNull();
    expect(
      parseCspReports(
        "application/reports+json",
        JSON.stringify([{ type: "deprecation", body: {} }]),
      ),
    ).toEqual([]);
  });

  it("cuts long fields and drops values of the wrong type", () => {
    const [report] = parseCspReports(
      "application/csp-report",
      JSON.stringify({
        "csp-report": {
          "document-uri": "x".repeat(1000),
          "blocked-uri": 42,
          "line-number": -1,
          "column-number": "7",
        },
      }),
    )!;
    expect(report!.documentUrl).toHaveLength(300);
    expect(report!.blockedUrl).toBe("");
    expect(report!.line).toBeNull();
    expect(report!.column).toBeNull();
  });

  it("takes the media type without its parameters", () => {
    expect(mediaType("Application/CSP-Report; charset=utf-8")).toBe(
      "application/csp-report",
    );
    expect(mediaType(null)).toBe("");
  });
});

describe("the report endpoint", () => {
  // The endpoint stores what it accepts through the server's own connection,
  // which reads DATABASE_URL; without it the reports would land in the
  // developer's embedded database (.data/pglite), left open after the tests.
  beforeAll(async () => {
    process.env.DATABASE_URL = await createTestDatabase();
  });
  afterAll(() => closeDatabase());

  const post = (
    body: BodyInit,
    type: string,
    client: string,
    headers: Record<string, string> = {},
  ) =>
    receiveCspReport(
      new Request("http://127.0.0.1/csp-report", {
        method: "POST",
        body,
        headers: {
          "content-type": type,
          "x-forwarded-for": client,
          ...headers,
        },
      }),
      new Date(),
    );
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it("logs each violation of a post with the client's address and answers 204", async () => {
    const response = await post(
      batchBody,
      "application/reports+json",
      "198.51.100.1",
    );
    expect(response.status).toBe(204);
    expect(warn.mock.calls).toEqual([
      [
        `CSP violation ${JSON.stringify({ ...expected, client: "198.51.100.1" })}`,
      ],
    ]);
  });

  it("refuses a body over 8 kB with 413, whether it says its length or not", async () => {
    const huge = JSON.stringify({
      "csp-report": { "document-uri": "x".repeat(9000) },
    });
    expect(
      (await post(huge, "application/csp-report", "198.51.100.2")).status,
    ).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++)
          controller.enqueue(new TextEncoder().encode("x".repeat(1000)));
        controller.close();
      },
    });
    const streamed = await receiveCspReport(
      new Request("http://127.0.0.1/csp-report", {
        method: "POST",
        body: stream,
        headers: { "content-type": "application/csp-report" },
        duplex: "half",
      } as RequestInit),
      new Date(),
    );
    expect(streamed.status).toBe(413);
    expect(warn).not.toHaveBeenCalled();
  });

  it("refuses other media types with 415 and malformed reports with 400", async () => {
    expect((await post(legacyBody, "text/plain", "198.51.100.3")).status).toBe(
      415,
    );
    expect(
      (await post("not json", "application/csp-report", "198.51.100.3")).status,
    ).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes 30 posts a minute from one client, then answers 429; others still get through", async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await post(legacyBody, "application/csp-report", "198.51.100.4"))
          .status,
      );
    }
    expect(statuses).toEqual([...Array(30).fill(204), 429]);
    expect(
      (await post(legacyBody, "application/csp-report", "198.51.100.5")).status,
    ).toBe(204);
  });
});
