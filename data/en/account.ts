import type { RemoteCopy } from "@/data/copy/account";

/** The remote sessions on /user in English. */
export const remoteEn: RemoteCopy = {
  loading: "Loading your computers…",
  unreadable:
    "Your computers cannot be shown just now. Please reload the page.",
  heading: "Remote sessions",
  intro:
    "We connect to your computer only after you approve a request here. If someone calls saying they are us and there is no request here, it is not us: hang up.",
  none: "No requests for a remote session.",
  failed: "That could not be done just now. Please try again.",
  signInAgainButton: "Sign in again",
  requestLabel: (reference) =>
    `Remote session request for booking ${reference}`,
  booking: "Booking",
  weAsk: ": we ask to",
  on: "on",
  until: "until",
  codeBefore: "Read this code to the technician on the call you booked:",
  codeAfter: ". It works once, for 10 minutes, and is not shown again.",
  approve: "Approve",
  deny: "Deny",
  end: "End session",
  access: {
    view: "view your screen",
    control: "view and control your computer",
  },
  statuses: {
    requested: "Waiting for your answer",
    approved: "Approved: code shown",
    denied: "Denied",
    expired: "Expired",
    started: "Session started",
    ended: "Ended",
  },
  steps: {
    requested: "Requested",
    approved: "Approved",
    started: "Started",
    ended: "Ended",
    denied: "Denied",
    expired: "Expired",
    timeout: "Ended by timeout after 8 hours",
    wrongCodes: "Ended after 5 wrong codes",
  },
  stepLine: (what, by, at) => `${what} by ${by}, ${at}`,
  who: {
    you: "you",
    automatically: "automatically",
    staff: "our staff",
    us: "us",
  },
  erasedComputer: "A computer whose name was erased",
  computers: {
    heading: "Your computers",
    intro: (limit) =>
      `A remote session with us is only ever for one of these computers, and only once you approve it here. Up to ${limit}.`,
    none: "No computers registered yet.",
    name: "Name",
    nameHint: "Such as “Office PC” or “Mum's laptop”.",
    os: "Operating system",
    choose: "Choose…",
    note: "Note",
    save: "Save",
    add: "Add computer",
    cancel: "Cancel",
    addTitle: "Add a computer",
    rename: "Rename",
    renameLabel: (name) => `Rename ${name}`,
    remove: "Remove",
    removeLabel: (name) => `Remove ${name}`,
    failed: "That could not be saved just now. Please try again.",
  },
  refusals: {
    signInAgain: "Please sign in again, then try once more.",
    unavailable: (phone) =>
      `This cannot be done just now. Please try again in a few minutes, or call us at ${phone}.`,
    checkFields: "Please check the highlighted fields.",
    notYours: "That computer is not in your list. Reload the page.",
    limit:
      "You have 10 computers registered, the most an account can have. Remove one first.",
    inSession:
      "That computer has a remote-session request or session that is not over. End it first, then remove the computer.",
    notOpen:
      "This request is no longer waiting for an answer: it was answered, it expired, or it ended. The list now shows where it stands.",
    staleSignIn:
      "For your safety, approving needs a sign-in from the last 5 minutes. Sign in again, then approve.",
    name: "Please give the computer a name, such as “Office PC”.",
    os: "Please choose the operating system from the list.",
    note: "The note is too long, or has characters we cannot show.",
  },
};
