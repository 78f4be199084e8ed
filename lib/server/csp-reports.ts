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
async function admitted(client: string): Promise<boolean> {
  try {
    return await admitRequest(await database(), `csp:${client}`, {
      limit: cspReportLimits.postsPerMinute,
      windowMs: 60_000,
    });
  } catch {
    return true;
  }
}

/** The body as text, or null once it passes `limit` bytes. */
async function readLimited(
  request: Request,
  limit: number,
): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
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
export async function receiveCspReport(request: Request): Promise<Response> {
  // proxy.ts has dropped a client's own X-Forwarded-For unless a proxy sets it.
  const client = clientAddress(request.headers.get("x-forwarded-for"));
  if (!(await admitted(client))) {
    return answer(429, "Too many reports from this address; try later.");
  }
  const type = mediaType(request.headers.get("content-type"));
  if (!(cspReportTypes as readonly string[]).includes(type)) {
    return answer(415, `Reports are ${cspReportTypes.join(" or ")}.`);
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > cspReportLimits.bodyBytes) {
    return answer(413, tooBig);
  }
  let body: string | null;
  try {
    body = await readLimited(request, cspReportLimits.bodyBytes);
  } catch {
    return answer(400, "The report could not be read.");
  }
  if (body === null) return answer(413, tooBig);
  const reports = parseCspReports(type, body);
  if (reports === null) return answer(400, "That is not a CSP report.");
  for (const report of reports) await recordCspReport(report, client);
  return answer(204);
}
