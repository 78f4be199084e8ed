import type { BookingPagesCopy } from "@/data/copy/booking-pages";

/**
 * A booking's own pages in English: what they said before issue 60. Apart
 * from data/copy/booking-pages.ts, whose table imports the Spanish too.
 */
export const bookingPagesEn: BookingPagesCopy = {
  thanksConfirmed: "Thank you, your booking is confirmed",
  thanksRequested: "Thank you, we have your booking request",
  yourReference: "Your reference is",
  confirmedFor: "Confirmed for",
  with: "with",
  preferred: "Preferred:",
  comesTo: "The technician comes to",
  notRight: "Not right? Call us before the appointment.",
  whatNext: "What happens next",
  mailedIcs: "We have e-mailed you the confirmation with a calendar file.",
  weCall: "We call you to confirm the time.",
  questions: "Questions? Call",
  mentionReference:
    "and mention your reference. You can see, cancel or change this booking at any time under",
  manageYourBooking: "Manage your booking",
  withReferenceAndEmail: "with your reference and e-mail address.",
  neverAsk:
    "We never ask for passwords or for payment by gift card, cryptocurrency, wire transfer or payment app. If a caller does, it is not us: see",
  spotScam: "how to spot a tech-support scam",
  cancelFree: (hours, fee, fullHours) =>
    `You can cancel free of charge up to ${hours} hours before the appointment; later cancellations cost ${fee}, and one cancelled less than ${fullHours} hours before it starts costs the full price`,
  seePolicy: "see our",
  cancellationPolicy: "cancellation policy",
  loading: "Loading your booking…",
  cannotShow: "Your booking cannot be shown just now.",
  openWithLink:
    "This page shows a booking request when it is opened with the booking's own link, from its e-mails.",
  manageABooking: "Manage a booking",
  orCallUs: "with its reference and e-mail address, or call us at",
  whereNow: "Where it stands now:",
  seeChangeCancel: "See, change or cancel this booking",
  callUs: "Call us at",
  finding: "Finding…",
  findBooking: "Find booking",
  booking: (reference) => `Booking ${reference}`,
  back: "Back to your bookings",
  reference: "Reference",
  referenceHint: "From your confirmation, like BP-7K3Q9M.",
  email: "E-mail",
  emailHint: "The address you gave when booking.",
  status: "Status",
  when: "When",
  address: "Address",
  feesRecorded: "Fees recorded",
  notChargedOnline: "(not charged online)",
  servicesHeading: "Services",
  history: "History",
  notCharged:
    "Nothing is charged online: a fee is recorded on your booking and settled with us directly.",
  costs: (cancel, fee) =>
    `${cancel ? "Cancelling" : "Changing"} now costs ${fee}.`,
  free: (cancel) => `${cancel ? "Cancelling" : "Changing"} now is free.`,
  cancelQuestion: "Cancel this booking?",
  yesCancel: "Yes, cancel booking",
  keep: "Keep booking",
  orWindow: "Or ask for a time window instead",
  changeDateTime: "Change date or time",
  backToRequested:
    "Your booking goes back to Requested with the new date and time, and we call you to confirm them.",
  newDate: "New preferred date",
  dateHint: (days) => `From today to ${days} days ahead.`,
  sendNew: "Send new date and time",
  keepAsIs: "Keep booking as it is",
  cancelBooking: "Cancel booking",
  callToChange: "To cancel or change it, call us at",
  removeIcs: "Remove from calendar (.ics)",
  addIcs: "Add to calendar (.ics)",
  pickFree:
    "Pick a free time: your booking stays Confirmed at the new time, and we e-mail you its calendar file.",
  noneFree:
    "No time is free from that day to 30 days ahead. Try another day, or ask for a time window below.",
  nearest: "The nearest free times",
  timesWith: (tech) => `Times with ${tech}`,
  yourTechnician: "your technician",
  otherTechnician: "Times with another technician",
  moveHere: "Move to this time",
  showFrom: "Show times from",
  showTimes: "Show times",
};
