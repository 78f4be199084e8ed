import { company } from "@/data/company";
import { remoteTimes, type SessionAccess } from "@/data/remote-sessions";
import { translator } from "@/lib/i18n/catalogue";
import { escapeHtml, type Composed } from "@/lib/mail/compose";
import { accessLabel } from "./labels";

/** The remote sessions' mails, in English as they have always been sent. */
const words = () => translator("en", "remoteMail");

function compose(
  subject: string,
  paragraphs: readonly string[],
  accountUrl: string,
): Composed {
  const t = words();
  const text = `${paragraphs.join("\n\n")}\n\n${t("yourAccount", { url: accountUrl })}\n`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><h1>${escapeHtml(subject)}</h1>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      "",
    )}<p><a href="${escapeHtml(accountUrl)}">${escapeHtml(t("openAccount"))}</a></p></body></html>`;
  return {
    subject,
    text,
    html,
    replyTo: { name: company.name, address: company.email },
  };
}

/**
 * The customer's e-mail about a new request (docs/product.md §19.3): who
 * asks, for which computer, to view or to control, where to answer, and that
 * a code never travels by any other route.
 */
export function composeSessionRequest({
  reference,
  asker,
  computer,
  access,
  accountUrl,
}: {
  reference: string;
  asker: string;
  computer: string;
  access: SessionAccess;
  accountUrl: string;
}): Composed {
  const t = words();
  return compose(
    t("request.subject", { reference }),
    [
      t("request.asks", {
        asker,
        access: accessLabel(access),
        reference,
        computer,
      }),
      t("request.answer", { minutes: remoteTimes.requestMinutes }),
      t("neverAnotherRoute"),
    ],
    accountUrl,
  );
}

/** The customer's e-mail when a session was asked for and no computer is registered. */
export function composeAddComputer({
  reference,
  asker,
  accountUrl,
}: {
  reference: string;
  asker: string;
  accountUrl: string;
}): Composed {
  const t = words();
  return compose(
    t("addComputer.subject", { reference }),
    [
      t("addComputer.asks", { asker, reference }),
      t("addComputer.how"),
      t("neverAnotherRoute"),
    ],
    accountUrl,
  );
}
