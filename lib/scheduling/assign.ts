import { timeWindows } from "@/data/request-rules";
import { scheduling } from "@/data/scheduling";
import { wallClockInstant } from "@/lib/dates/zones";
import { workMinutes, type Visit } from "./slots";
import { services } from "@/data/services";

/** What of a booking decides which Techs are free for it. */
export type BookingTime = {
  readonly startsAt: Date | null;
  readonly preferredDate: string;
  readonly timeWindow: string;
};

/**
 * The starts a booking's Tech is judged at (docs/product.md §15.14): its
 * confirmed start; without one, every start on the company's 30-minute grid
 * inside its preferred window on its preferred date (the whole day for a
 * window the site no longer offers). Only starts after `now` count.
 */
export function bookingStarts(
  booking: BookingTime,
  now: Date,
  timeZone: string,
): Date[] {
  if (booking.startsAt) {
    return booking.startsAt > now ? [booking.startsAt] : [];
  }
  const [year, month, date] = booking.preferredDate.split("-").map(Number);
  const window = timeWindows.find((w) => w.id === booking.timeWindow) ?? {
    from: 0,
    to: 24,
  };
  const starts: Date[] = [];
  for (
    let minutes = window.from * 60;
    minutes < window.to * 60;
    minutes += scheduling.gridMinutes
  ) {
    const at = wallClockInstant(
      { year: year!, month: month! - 1, date: date! },
      Math.floor(minutes / 60),
      minutes % 60,
      timeZone,
    );
    if (at !== undefined && at > now.getTime()) starts.push(new Date(at));
  }
  return starts;
}

/**
 * The visit a booking makes, as its Tech's time is judged: the catalogue's
 * services among its lines (a bid's line asks for no service), the minutes
 * each line had when booked, and whether it is a home visit, as the
 * database's `busy_until` counts them (docs/product.md §23.5).
 */
export function bookedVisit(booking: {
  readonly services: readonly { slug: string; minutes?: number }[];
  readonly homeVisit: boolean;
}): Visit {
  return {
    services: services
      .filter((service) =>
        booking.services.some((l) => l.slug === service.slug),
      )
      .map((service) => service.slug),
    minutes: workMinutes(booking.services),
    homeVisit: booking.homeVisit,
  };
}
