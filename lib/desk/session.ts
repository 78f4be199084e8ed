import { accountSession } from "@/lib/signed-token";

/**
 * The desk's cookie (docs/product.md §15.13): what lets a plain GET, the
 * search form with or without JavaScript, say which staff member asks. It
 * names the Firebase account and when it was issued, signed with the
 * server's secret; the server still reads the account's staff claim on every
 * use. Its signature is domain-separated, so no other token of the same key
 * can pass for it.
 */
export const deskSessionHours = 12;

export const deskSessionCookie = "desk_session";

const session = accountSession("staff-desk-session", deskSessionHours);

export const signDeskSession = session.sign;

export const verifyDeskSession = session.verify;
