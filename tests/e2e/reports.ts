import type { CDPSession, Page } from "@playwright/test";

/**
 * Every report the browser queues for delivery (the Reporting API, read
 * through the DevTools protocol): what the site's /csp-report would receive.
 */
export async function watchReports(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const reports: { type: string; destination: string; body: unknown }[] = [];
  session.on("Network.reportingApiReportAdded", ({ report }) =>
    reports.push(report),
  );
  await session.send("Network.enableReportingApi", { enable: true });
  return { reports };
}
