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

export const timeWindows = [
  { id: "morning", label: "Morning (8–12)" },
  { id: "afternoon", label: "Afternoon (12–5)" },
  { id: "evening", label: "Evening (5–9)" },
] as const;

export type TimeWindowId = (typeof timeWindows)[number]["id"];

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

/** How long a confirmed appointment lasts in a visitor's calendar file. */
export const appointmentMinutes = 120;
