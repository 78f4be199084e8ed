import { business } from "@/data/business";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import type { BookingStatus } from "./status";

const hour = 60 * 60 * 1000;

export type FeeQuote =
  /** Allowed online; `fee` in whole US dollars, 0 when free. */
  | { readonly online: true; readonly fee: number; readonly reason: string }
  /** Not online: after the start time, or in a state that allows no change. */
  | { readonly online: false; readonly reason: string };

export type FeeInput = {
  readonly status: BookingStatus;
  /** The confirmed start time; a Requested booking has none. */
  readonly startsAt: Date | null;
  /**
   * The last start staff confirmed, kept when a change sent the booking back
   * to Requested: the fee clock until a new time is confirmed (docs/product.md §21.4).
   */
  readonly lastConfirmedStart?: Date | null;
  readonly now: Date;
  readonly services: readonly { price: number; homeVisit: boolean }[];
  readonly rules?: Pick<typeof business, "cancellation" | "rescheduling">;
  /** The language of the quote's reason; English unless a Spanish page or mail asks. */
  readonly locale?: Locale;
};

/**
 * What cancelling or changing a booking costs now (docs/product.md §10.6–7):
 * the one place the fee rules live. Nothing is charged online; the fee is
 * recorded on the booking and stated to the visitor.
 */
export function feeFor(
  action: "cancel" | "change",
  {
    status,
    startsAt,
    lastConfirmedStart = null,
    now,
    services,
    rules = business,
    locale = "en",
  }: FeeInput,
): FeeQuote {
  const t = translator(locale, "bookingRecord");
  if (status === "requested" && lastConfirmedStart === null) {
    return { online: true, fee: 0, reason: t("fees.notConfirmed") };
  }
  // A change back to Requested keeps the time we had confirmed as the clock,
  // so changing first can never make cancelling cheaper.
  const clock = status === "requested" ? lastConfirmedStart : startsAt;
  if ((status !== "confirmed" && status !== "requested") || clock === null) {
    return { online: false, reason: t("fees.closed") };
  }
  const start = t("fees.start", {
    clock: status === "requested" ? "confirmed" : "start",
  });
  const left = clock.getTime() - now.getTime();
  if (left <= 0) {
    return {
      online: false,
      reason:
        status === "requested" ? t("fees.confirmedPassed") : t("fees.started"),
    };
  }
  if (action === "cancel") {
    const { freeUntilHours, lateFee, fullChargeWithinHours } =
      rules.cancellation;
    if (left >= freeUntilHours * hour) {
      return {
        online: true,
        fee: 0,
        reason: t("fees.freeBefore", { hours: freeUntilHours, start }),
      };
    }
    if (left >= fullChargeWithinHours * hour) {
      return {
        online: true,
        fee: lateFee,
        reason: t("fees.lessThan", { hours: freeUntilHours, start }),
      };
    }
    return {
      online: true,
      fee: services.reduce((sum, s) => sum + s.price, 0),
      reason: t("fees.fullPrice", { hours: fullChargeWithinHours, start }),
    };
  }
  const { freeUntilHours, lateFee } = rules.rescheduling;
  if (left >= freeUntilHours * hour) {
    return {
      online: true,
      fee: 0,
      reason: t("fees.freeBefore", { hours: freeUntilHours, start }),
    };
  }
  return services.some((s) => s.homeVisit)
    ? {
        online: true,
        fee: lateFee,
        reason: t("fees.beforeVisit", { hours: freeUntilHours }),
      }
    : {
        online: true,
        fee: 0,
        reason: t("fees.noVisitFree", { hours: freeUntilHours, start }),
      };
}
