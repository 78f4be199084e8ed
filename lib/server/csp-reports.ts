import "server-only";
import {
  cspReportLimits,
  cspReportTypes,
  mediaType,
  parseCspReports,
  type CspReport,
} from "@/lib/csp-report";
import { clientAddress } from "@/lib/client-key";
import { admitRequest } from "@/lib/server/admission";
import { database } from "@/lib/server/db/client";
import { readCapped } from "@/lib/server/request-body";
import { cspReports } from "@/lib/server/db/schema";

/**
 * Keeps one violation report: a JSON line in the server's log, which the host
 * collects, and a row in the database for staff to read. A database that is
 * down costs the row, never the answer.
 */
export async function recordCspReport(
  report: CspReport,
  client: string,
): Promise<void> {
  console.warn(`CSP violation ${JSON.stringify({ ...report, client })}`);
  try {
    await (await database()).insert(cspReports).values(report);
  } catch (error) {
    console.error(
      "CSP report not stored:",
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * Counted in the database like the forms, so every server shares one count
 * per client. With the database down there is no row to protect: the report
 * goes to the log only, and is let through.
 */
async function admitted(client: string, now: Date): Promise<boolean> {
  try {
    return await admitRequest(await database(), `csp:${client}`, {
      limit: cspReportLimits.postsPerMinute,
      windowMs: 60_000,
      now,
    });
  } catch {
    return true;
  }
}

const tooBig = `A report is at most ${cspReportLimits.bodyBytes / 1024} kB.`;

const answer = (status: number, message?: string) =>
  new Response(message ?? null, {
    status,
    headers: message ? { "content-type": "text/plain; charset=utf-8" } : {},
  });

/**
 * The endpoint the policy's report-to and report-uri name (docs/product.md
 * §9): limited per client and in size, and never a server error.
 */
export async function receiveCspReport(
  request: Request,
  now: Date,
): Promise<Response> {
  // proxy.ts has dropped a client's own X-Forwarded-For unless a proxy sets it.
  const client = clientAddress(request.headers.get("x-forwarded-for"));
  if (!(await admitted(client, now))) {
    return answer(429, "Too many reports from this address; try later.");
  }
  const type = mediaType(request.headers.get("content-type"));
  if (!(cspReportTypes as readonly string[]).includes(type)) {
    return answer(415, `Reports are ${cspReportTypes.join(" or ")}.`);
  }
  const body = await readCapped(request, cspReportLimits.bodyBytes);
  if (body === "too-large") return answer(413, tooBig);
  if (body === "cut") return answer(400, "The report could not be read.");
  const reports = parseCspReports(type, body.toString("utf8"));
  if (reports === null) return answer(400, "That is not a CSP report.");
  for (const report of reports) await recordCspReport(report, client);
  return answer(204);
}
