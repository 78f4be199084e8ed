import type { AccountCopy, PlanCopy } from "@/data/copy/account";

/**
 * The customer's account in English, apart from data/copy/account.ts, whose
 * tables import the Spanish too.
 */
export const accountEn: AccountCopy = {
  title: "Your account",
  description:
    "Log in or sign up with your e-mail address and a password; signed in, see your bookings, manage each one, or delete your account.",
  noScriptHeading: "Login",
  noScript:
    "Signing in needs JavaScript. Turn it on and reload this page, or call us and we will help you by phone.",
  guestBefore: "Booked without an account, or with another one?",
  guestAfter:
    "with its reference and e-mail address, or open the link in any of its e-mails.",
  loading: "LOADING..",
  authErrors: {
    noMatch:
      "That e-mail and password don't match an account. Check them and try again.",
    emailInUse:
      "An account with this e-mail already exists. Log in instead, or sign up with another e-mail.",
    weakPassword: "That password is too weak. Use at least 6 characters.",
    invalidEmail:
      "That e-mail address doesn't look right. Check it and try again.",
    missingEmail: "Enter your e-mail address.",
    missingPassword: "Enter your password.",
    tooManyRequests: "Too many attempts. Wait a few minutes, then try again.",
    network:
      "We can't reach the sign-in service right now. Check your connection and try again in a moment.",
    disabled: "This account has been switched off. Call us and we will help.",
    fallback: "Something went wrong while signing you in. Please try again.",
  },
  login: {
    heading: "Login",
    email: "Email address",
    emailPlaceholder: "Enter email",
    emailHint: "We'll never share your email with anyone else.",
    password: "Password",
    submit: "Login",
    newHere: "New here?",
    signUp: "Signup",
    forgot: "Forgot password?",
  },
  signUp: {
    heading: "Create account",
    emailHint: "We send a link to this address to check that it is yours.",
    passwordHint: "At least 6 characters.",
    repeat: "Repeat password",
    mismatch: "The two passwords are not the same. Type them again.",
    agree: (age) => `I am ${age} or older, and I agree to the`,
    terms: "Terms of Service",
    and: "and the",
    privacy: "Privacy Policy",
    submit: "Create account",
    haveAccount: "Already have an account?",
    logIn: "Log in",
  },
  reset: {
    heading: "Reset your password",
    intro:
      "Enter the e-mail address of your account. We send it a link to choose a new password.",
    submit: "Send reset link",
    sent: (email) =>
      `If an account uses ${email}, a link to choose a new password is on its way. It works once; check your spam folder if it does not arrive in a few minutes.`,
    back: "Back to Login",
  },
  verify: {
    heading: "Verify your e-mail address",
    sentTo: "We sent a link to",
    sentAfter:
      "Open it to confirm the address is yours; bookings you made without an account using this address then appear in your account.",
    notYet:
      "Your address is not verified yet. Open the link in the e-mail, then try again.",
    check: "I have verified it",
    resend: "Send the link again",
    resent: (email) => `A new link is on its way to ${email}.`,
  },
  panel: {
    heading: "Your account",
    signedInAs: "Signed in as",
    signOut: "Sign out",
    deleted: "Your account is deleted.",
    techBookings: "Bookings you made as a customer",
  },
  bookings: {
    heading: "Your bookings",
    loading: "Loading your bookings…",
    failed: "Your bookings cannot be shown just now.",
    emptyBefore:
      "No bookings yet. Bookings you make while signed in appear here; one made signed out can be found under",
    emptyLink: "Manage a booking",
    manage: "Manage",
    manageLabel: (reference) => `Manage booking ${reference}`,
  },
  deletion: {
    heading: "Delete my account",
    explain:
      "Deleting your account erases your name, phone, e-mail and address from your past bookings; their reference, services, totals and dates stay in our books. It is not possible while a booking is Requested or Confirmed.",
    ask: "Delete your account for good? This cannot be undone.",
    confirmGroup: "Confirm deletion",
    yes: "Yes, delete my account",
    keep: "Keep my account",
    failed: "Your account could not be deleted just now. Please try again.",
    signInAgain: "Please sign in again, then delete your account.",
    open: (references) => {
      const one = references.length === 1;
      return `Your account was not deleted: ${one ? "booking" : "bookings"} ${references.join(", ")} ${one ? "is" : "are"} still open. Cancel ${one ? "it" : "them"}, or wait until ${one ? "it is" : "they are"} done, then try again.`;
    },
    unreachable: (phone) =>
      `Your account could not be deleted just now. Please try again, or call us at ${phone}.`,
  },
};

/** The Managed IT plan on /user in English. */
export const planEn: PlanCopy = {
  heading: "Your plan",
  loading: "Loading your plan…",
  unreadable: "Your plan cannot be shown just now. Please reload the page.",
  noneBefore: "You have no Managed IT plan with us.",
  noneLink: "See the plans",
  noneAfter: "and ask us for one through the contact form.",
  plan: "Plan",
  includes: "Includes",
  term: "This term",
  autoRenewal: "Auto-renewal",
  ended: "Ended",
  on: "On",
  off: "Off",
  nextRenewal: "Next renewal",
  aYear: "a year",
  to: "to",
  renewal: (price) =>
    `${price} for the year. Nothing is charged online: we send you an invoice, as we did for this year.`,
  endedOn: (date) => `Your plan ended on ${date}.`,
  endsOn: (date) => `Your plan ends on ${date}.`,
  askOff: (date) =>
    `Switch auto-renewal off? Your plan stays until ${date} and then ends. You can switch it on again before then.`,
  askOn: (date, price) =>
    `Switch auto-renewal on? Your plan will renew on ${date} for ${price} a year.`,
  yesOff: "Yes, switch auto-renewal off",
  yesOn: "Yes, switch auto-renewal on",
  switchOff: "Switch auto-renewal off",
  switchOn: "Switch auto-renewal on",
  keep: "Keep it as it is",
  signInAgain: "Please sign in again to see your plan.",
  unavailable:
    "Your plan cannot be shown just now. Please try again in a few minutes.",
  expired:
    "This page has expired or was already used, so nothing was changed. Here is your plan as it stands now.",
  notYours: "This page has expired. Please reload your account page.",
  planEnded: (date) => `This plan ended on ${date}, so nothing was changed.`,
  termEnded: (date) =>
    `This term ended on ${date}, so auto-renewal can no longer be switched for it. Call us if you need a hand.`,
  nowOff: (date) =>
    `Auto-renewal is off. Your plan ends on ${date}. We have e-mailed you a confirmation.`,
  nowOn: (date) =>
    `Auto-renewal is on again. Your plan renews on ${date}. We have e-mailed you a confirmation.`,
};
