/**
 * Booking and contact requests: what a visitor may send and how often. The
 * forms show these limits and the server enforces them (docs/product.md §6).
 */
export const requestLimits = {
  /** Names, city and state. */
  name: 100,
  /** E-mail addresses (the longest an address can be). */
  email: 254,
  phone: 30,
  /** Each address line. */
  address: 200,
  zip: 10,
  /** The contact form's message. */
  message: 5000,
  /** The booking's notes. */
  notes: 1000,
  /** Entries in a booking's service list; the catalogue has far fewer services. */
  services: 50,
} as const;

/** How far ahead a visitor may ask for a booking. */
export const bookingHorizonDays = 60;

/** An hour of the day (0–24) as a 12-hour clock says it: 17 is "5". */
export const twelveHour = (hour: number) => String(((hour + 11) % 12) + 1);

/** Where the booking windows start and end on the company's clock, in hours (0–24). */
const windowHours = [
  { id: "morning", name: "Morning", from: 8, to: 12 },
  { id: "afternoon", name: "Afternoon", from: 12, to: 17 },
  { id: "evening", name: "Evening", from: 17, to: 21 },
] as const;

export type TimeWindowId = (typeof windowHours)[number]["id"];

/** The windows a visitor may ask for, labelled as the forms show them: "Morning (8–12)". */
export const timeWindows = windowHours.map(({ id, name, from, to }) => ({
  id,
  from,
  to,
  label: `${name} (${twelveHour(from)}–${twelveHour(to)})`,
}));

/**
 * The window an hour of the company's clock falls in: before noon is the
 * morning, from 5 PM the evening, whatever the windows' outer hours.
 */
export const timeWindowAt = (hour: number): TimeWindowId =>
  (windowHours.find((window) => hour < window.to) ?? windowHours.at(-1)!).id;

/** Requests one client address may send per window, unless FORM_RATE_LIMIT says otherwise. */
export const rateLimit = { requests: 10, windowMinutes: 10 } as const;

/** The hidden field only bots fill in. */
export const honeypotField = "website";

/**
 * When the company's e-mail is tried again after a failure, in minutes after
 * the first try: after 1, 5 and 30 minutes, then 2 hours, then every 6 hours
 * until 3 days have passed. Then it is marked failed on the staff desk.
 */
export const mailRetry = {
  afterMinutes: [1, 5, 30, 120],
  thenEveryMinutes: 6 * 60,
  giveUpAfterMinutes: 3 * 24 * 60,
} as const;

/** A request's personal fields are erased this long after its last change. */
export const retentionMonths = 24;
