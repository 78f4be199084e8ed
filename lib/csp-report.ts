import * as v from "valibot";

/**
 * Content-Security-Policy violation reports, as browsers send them to the
 * site's endpoint (docs/product.md §9): `report-uri` posts one report as
 * application/csp-report, the Reporting API (`report-to`) posts a batch as
 * application/reports+json. Both become the same short record; anything else
 * in a batch (deprecation or intervention reports) is ignored.
 */

export const cspReportLimits = {
  /** Bytes of one post; a real report is well under 2 kB. */
  bodyBytes: 8 * 1024,
  /** Posts per client address per minute; a page that breaks its policy sends a few. */
  postsPerMinute: 30,
  /** Reports kept from one post. */
  reportsPerPost: 20,
  /** Characters kept from each field. */
  fieldLength: 300,
} as const;

export const cspReportTypes = [
  "application/csp-report",
  "application/reports+json",
] as const;

export type CspReport = {
  documentUrl: string;
  blockedUrl: string;
  directive: string;
  disposition: string;
  sourceFile: string;
  line: number | null;
  column: number | null;
  sample: string;
};

const text = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === "string"
        ? value.slice(0, cspReportLimits.fieldLength)
        : "",
    ),
  ),
  "",
);
const position = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === "number" && Number.isInteger(value) && value >= 0
        ? value
        : null,
    ),
  ),
  null,
);

/** The body of a report-uri post. */
const legacyReport = v.object({
  "csp-report": v.object({
    "document-uri": text,
    "blocked-uri": text,
    "effective-directive": text,
    "violated-directive": text,
    disposition: text,
    "source-file": text,
    "line-number": position,
    "column-number": position,
    "script-sample": text,
  }),
});

/** One entry of a Reporting API batch that is a CSP violation. */
const reportingApiReport = v.object({
  type: v.literal("csp-violation"),
  body: v.object({
    documentURL: text,
    blockedURL: text,
    effectiveDirective: text,
    disposition: text,
    sourceFile: text,
    lineNumber: position,
    columnNumber: position,
    sample: text,
  }),
});

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * The violations in a post, or null when the body is not a report of the
 * given type. A batch with no CSP violation in it gives an empty list.
 */
export function parseCspReports(
  type: string,
  body: string,
): CspReport[] | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (type === "application/csp-report") {
    const parsed = v.safeParse(legacyReport, json);
    if (!parsed.success) return null;
    const r = parsed.output["csp-report"];
    return [
      {
        documentUrl: r["document-uri"],
        blockedUrl: r["blocked-uri"],
        directive: r["effective-directive"] || r["violated-directive"],
        disposition: r.disposition,
        sourceFile: r["source-file"],
        line: r["line-number"],
        column: r["column-number"],
        sample: r["script-sample"],
      },
    ];
  }
  if (type === "application/reports+json") {
    if (!Array.isArray(json)) return null;
    return json.slice(0, cspReportLimits.reportsPerPost).flatMap((entry) => {
      const parsed = v.safeParse(reportingApiReport, entry);
      if (!parsed.success) return [];
      const b = parsed.output.body;
      return [
        {
          documentUrl: b.documentURL,
          blockedUrl: b.blockedURL,
          directive: b.effectiveDirective,
          disposition: b.disposition,
          sourceFile: b.sourceFile,
          line: b.lineNumber,
          column: b.columnNumber,
          sample: b.sample,
        },
      ];
    });
  }
  return null;
}
