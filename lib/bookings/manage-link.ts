import type { Locale } from "@/data/locale";
import { company } from "@/data/company";
import { readClaims, signClaims } from "@/lib/signed-token";
import { zonedTimeToUtc } from "@/lib/dates/zones";
import { localePath } from "@/lib/i18n/paths";

/** A mail's link opens its booking until this many days after the booking's last start. */
export const manageLinkDays = 30;

const day = 24 * 60 * 60_000;

/**
 * Signed apart from the manage view's 30-minute tokens (lib/bookings/access-token.ts),
 * so neither kind is ever taken for the other.
 */
const purpose = "manage-link";

export type LinkedBooking = {
  readonly reference: string;
  readonly startsAt: Date | null;
  readonly lastConfirmedStart?: Date | null;
  /** The preferred date, "YYYY-MM-DD"; its end counts as a start not yet confirmed. */
  readonly preferredDate: string;
};

/** The latest start the booking has had: confirmed, kept through a change, or preferred. */
export function lastStartOf(booking: LinkedBooking): Date {
  const preferredEnd =
    (zonedTimeToUtc(
      booking.preferredDate,
      "00:00",
      company.timeZone,
    )?.getTime() ?? 0) + day;
  return new Date(
    Math.max(
      preferredEnd,
      booking.startsAt?.getTime() ?? 0,
      booking.lastConfirmedStart?.getTime() ?? 0,
    ),
  );
}

/**
 * The token of a booking's manage link (docs/product.md §21.2): its reference,
 * signed with the server's secret. When it ends is read from the booking
 * itself, so a link keeps working while the booking moves later.
 */
export function signManageLink(reference: string, secret: string): string {
  return signClaims(purpose, { r: reference, p: purpose }, secret);
}

/**
 * The reference a well-signed link names, to look the booking up by; it does
 * not say the link still opens it (see `manageLinkOpens`).
 */
export function manageLinkReference(
  token: unknown,
  secret: string,
): string | undefined {
  if (typeof token === "string" && token.length > 512) return undefined;
  const { r, p } = readClaims(purpose, token, secret) ?? {};
  return typeof r === "string" && p === purpose ? r : undefined;
}

/**
 * Whether a link opens this booking now: signed by us, naming this booking,
 * and no later than `manageLinkDays` after its last start.
 */
export function manageLinkOpens(
  token: unknown,
  booking: LinkedBooking,
  { secret, now }: { secret: string; now: Date },
): boolean {
  return (
    manageLinkReference(token, secret) === booking.reference &&
    now.getTime() < lastStartOf(booking).getTime() + manageLinkDays * day
  );
}

/** Where a manage link leads: the token in the fragment, so no server log or Referer carries it. */
export function manageLinkUrl(
  siteOrigin: string,
  token: string,
  page: "manage" | "confirmation" = "manage",
  locale: Locale = "en",
): string {
  const path = page === "manage" ? "/bookings" : "/bookings/confirmation";
  return `${siteOrigin}${localePath(locale, path)}#link=${token}`;
}
