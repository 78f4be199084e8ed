import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import { escapeHtml } from "@/lib/mail/compose";
import type { PlanState } from "./portal-state";
import { formatDate } from "@/lib/dates";

/**
 * The answer to the portal's form when it was posted without JavaScript
 * (docs/product.md §20.3): a plain page with the outcome, the confirmation
 * form when one is asked, and the way back to the account.
 */
export function planPage(state: PlanState): string {
  const body: string[] = [];
  if (
    state.step === "view" ||
    state.step === "confirm-off" ||
    state.step === "confirm-on"
  ) {
    const { plan } = state;
    if (state.notice)
      body.push(
        `<p role="status"><strong>${escapeHtml(state.notice)}</strong></p>`,
      );
    if (state.error)
      body.push(
        `<p role="alert"><strong>${escapeHtml(state.error)}</strong></p>`,
      );
    body.push(
      `<p>${escapeHtml(plan.name)}, ${escapeHtml(formatUsd(plan.price))} a year. This term: ${escapeHtml(formatDate(plan.termStart))} to ${escapeHtml(formatDate(plan.termEnd))}.</p>`,
      `<p>${
        plan.ended
          ? `Your plan ended on ${escapeHtml(formatDate(plan.termEnd))}.`
          : plan.autoRenew
            ? `Auto-renewal is on: your plan renews on ${escapeHtml(formatDate(plan.termEnd))} for ${escapeHtml(formatUsd(plan.price))}.`
            : `Auto-renewal is off. Your plan ends on ${escapeHtml(formatDate(plan.termEnd))}.`
      }</p>`,
    );
    if (state.step !== "view") {
      const off = state.step === "confirm-off";
      body.push(
        `<form method="post" action="/user/plan"><input type="hidden" name="token" value="${escapeHtml(state.token)}"><p>${
          off
            ? `Switch auto-renewal off? Your plan stays until ${escapeHtml(formatDate(plan.termEnd))} and then ends.`
            : `Switch auto-renewal on? Your plan will renew on ${escapeHtml(formatDate(plan.termEnd))}.`
        }</p><button type="submit" name="intent" value="${off ? "off" : "on"}">Yes, switch auto-renewal ${off ? "off" : "on"}</button> <button type="submit" name="intent" value="keep">Keep it as it is</button></form>`,
      );
    }
  } else if (state.step === "failed") {
    body.push(
      `<p role="alert"><strong>${escapeHtml(state.message)}</strong></p>`,
    );
  }
  body.push(
    `<p><a href="/user">Back to your account</a> · ${escapeHtml(company.name)}, ${escapeHtml(company.phone.display)}</p>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Your plan | ${escapeHtml(company.name)}</title></head><body><main><h1>Your plan</h1>${body.join("")}</main></body></html>`;
}
