import { company } from "@/data/company";
import { remoteTimes, type SessionAccess } from "@/data/remote-sessions";
import { escapeHtml, type Composed } from "@/lib/mail/compose";
import { accessLabel } from "./labels";

/** Said in every remote-session e-mail: the one route a code ever takes. */
export const neverAnotherRoute =
  "We never ask for a code by phone, e-mail, text or any other route. A code exists only after you approve a request in your account, and it is shown only there. If someone asks you to connect and there is no request in your account, it is not us: hang up.";

function compose(
  subject: string,
  paragraphs: readonly string[],
  accountUrl: string,
): Composed {
  const text = `${paragraphs.join("\n\n")}\n\nYour account: ${accountUrl}\n`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><h1>${escapeHtml(subject)}</h1>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      "",
    )}<p><a href="${escapeHtml(accountUrl)}">Open your account</a></p></body></html>`;
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
  return compose(
    `Remote session request for booking ${reference}: answer it in your account`,
    [
      `${asker} asks to ${accessLabel(access)} in a remote session for your booking ${reference}, on your registered computer ${computer}.`,
      `To answer, sign in to your account on our website and choose Approve or Deny under "Remote sessions". The request expires after ${remoteTimes.requestMinutes} minutes if nobody answers.`,
      neverAnotherRoute,
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
  return compose(
    `Add your computer for a remote session on booking ${reference}`,
    [
      `${asker} would like to help you in a remote session for your booking ${reference}, but your account has no registered computer yet.`,
      `Sign in to your account on our website and add the computer under "Your computers". We then ask again, and the request appears in your account for you to approve or deny.`,
      neverAnotherRoute,
    ],
    accountUrl,
  );
}
