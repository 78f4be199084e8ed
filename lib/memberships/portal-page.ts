import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import { escapeHtml } from "@/lib/mail/compose";
import type { PlanState } from "./portal-state";
import { formatDate } from "@/lib/dates";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";

/**
 * The answer to the portal's form when it was posted without JavaScript
 * (docs/product.md §20.3): a plain page with the outcome, the confirmation
 * form when one is asked (carrying `locale`, so its answer is in it too), and
 * the way back to the account in that language. Its words are the `plan`
 * namespace's, in `locale`.
 */
export function planPage(state: PlanState, locale: Locale): string {
  const t = translator(locale, "plan");
  // Each sentence is written, then escaped whole (a plan's name is a value).
  const e = escapeHtml;
  const date = (value: Date | string) => formatDate(value, undefined, locale);
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
      `<p>${e(
        t("page.term", {
          name: plan.name,
          price: formatUsd(plan.price),
          start: date(plan.termStart),
          end: date(plan.termEnd),
        }),
      )}</p>`,
      `<p>${
        plan.ended
          ? e(t("endedOn", { date: date(plan.termEnd) }))
          : plan.autoRenew
            ? e(
                t("page.renews", {
                  date: date(plan.termEnd),
                  price: formatUsd(plan.price),
                }),
              )
            : e(t("page.off", { date: date(plan.termEnd) }))
      }</p>`,
    );
    if (state.step !== "view") {
      const off = state.step === "confirm-off";
      body.push(
        `<form method="post" action="/user/plan"><input type="hidden" name="locale" value="${locale}"><input type="hidden" name="token" value="${escapeHtml(state.token)}"><p>${
          off
            ? e(t("page.askOff", { date: date(plan.termEnd) }))
            : e(t("page.askOn", { date: date(plan.termEnd) }))
        }</p><button type="submit" name="intent" value="${off ? "off" : "on"}">${e(t(off ? "yesOff" : "yesOn"))}</button> <button type="submit" name="intent" value="keep">${e(t("keep"))}</button></form>`,
      );
    }
  } else if (state.step === "failed") {
    body.push(
      `<p role="alert"><strong>${escapeHtml(state.message)}</strong></p>`,
    );
  }
  body.push(
    `<p><a href="${localePath(locale, "/user")}">${e(t("page.back"))}</a> · ${escapeHtml(company.name)}, ${escapeHtml(company.phone.display)}</p>`,
  );
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(t("page.title", { company: company.name }))}</title></head><body><main><h1>${e(t("heading"))}</h1>${body.join("")}</main></body></html>`;
}
