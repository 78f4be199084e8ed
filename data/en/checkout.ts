import type { CheckoutCopy } from "@/data/copy/checkout";

/**
 * The cart and the checkout in English: what the pages said before issue 60.
 * Apart from data/copy/checkout.ts, whose table imports the Spanish too.
 */
export const checkoutEn: CheckoutCopy = {
  remove: "Remove",
  removeLine: (title) => `Remove ${title}`,
  cartTotal: "Cart total",
  total: "Total:",
  checkout: "Checkout",
  clearCart: "Clear Cart",
  shareCart: "Share this cart",
  cartLink: "Cart link",
  emptyCart: "Your cart is empty.",
  emptyCartHint: "Click the button below to add a new service!",
  addAService: "Add A Service",
  addServiceLink: "Add a service",
  services: (count) => `${count} ${count === 1 ? "service" : "services"}`,
  paymentMethods: "Accepted payment methods: credit, debit and bank cards",
  sharedNone:
    "That cart link names none of our services, so your cart is unchanged.",
  sharedAdded: "The shared services are in your cart.",
  cartUnchanged: "Your cart is unchanged.",
  sharedHeading: "Add these services to your cart?",
  sharedBy: "Someone shared this list with you.",
  alreadyInCart: " (already in your cart)",
  addToCart: "Add to cart",
  noThanks: "No, thanks",
  fields: {
    firstName: "First Name",
    lastName: "Last Name",
    phone: "Phone",
    email: "Email",
    address1: "Address 1",
    address2: "Address 2",
    city: "City",
    state: "State",
    zip: "Zip",
    notes: "Notes",
    date: "Preferred date",
  },
  remoteCart:
    "Everything in your cart is done by phone or in a remote session you approve, wherever you are. Nobody comes to your home, so we need no address: your technician calls you at the phone number above.",
  visitCart:
    "A service in your cart comes with a home visit, so we need your street address.",
  addressOptional:
    "No service in your cart needs a home visit, so your address is optional.",
  yourAddress: "Your address",
  notesHint: (max) =>
    `Anything we should know, up to ${max.toLocaleString("en-US")} characters.`,
  submit: "Submit",
  payAfter: "Nothing is paid on this site: you pay after the service.",
  noVisitAt: (zip) => `No home visit can be booked at ZIP ${zip}.`,
  slotConfirmed: "The time you pick is confirmed at once.",
  weCall: "We call you to confirm the time.",
  pickOrWindow: "Pick a day and a time, or request a time window instead.",
  whenCall: "When should we call you?",
  whenCome: "When should we come?",
  modeSlot: "Pick a time now: it is confirmed at once",
  modeWindow: "Request a time window: we call you to agree the time",
  unservedWhen: (zip) =>
    `No home visit can be booked at ZIP ${zip}: choose remote help above, or correct the ZIP.`,
  looking: "Looking for free times…",
  dateHint: (days) =>
    `From today to ${days} days ahead; we confirm the exact time by phone.`,
  takes: (remote, duration) =>
    `The ${remote ? "session" : "visit"} takes about ${duration}. Pick a day, then a time: it is confirmed at once.`,
  duration: (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return [
      hours > 0 && `${hours} hour${hours === 1 ? "" : "s"}`,
      rest > 0 && `${rest} minute${rest === 1 ? "" : "s"}`,
    ]
      .filter(Boolean)
      .join(" ");
  },
  day: "Day",
  timeOn: (day) => `Time on ${day}`,
  zipNeeded:
    "Enter your 5-digit ZIP code above, and we show the times a technician can come.",
  noneOnline:
    "No time can be booked online for your cart just now. Request a time window instead, and we call you to agree one.",
  slotsUnavailable:
    "The free times cannot be loaded just now. Request a time window instead, and we call you to agree one.",
  nearestTimes: "Nearest free times",
  youPicked: (time) => `You picked ${time}. Press Submit to book it.`,
  remoteInstead: "Remote help instead",
  remoteInsteadIntro: (zip) =>
    `A home visit cannot be booked at ZIP ${zip}. These services are done by phone or in a remote session you approve, wherever you are:`,
  insteadOf: (title) => `Instead of ${title}`,
  bookInstead: (option, price, visit) =>
    `Book ${option} (${price}) instead of ${visit}`,
  orCall: "Or call us at",
  orCallAfter:
    ": we tell you what can be done by phone. If the ZIP is wrong, correct it above.",
  needsJavaScript:
    "Booking online needs JavaScript, because your cart is kept in your browser. Please switch JavaScript on, or call us at",
  toBook: (hours) => `to book, ${hours}.`,
};
