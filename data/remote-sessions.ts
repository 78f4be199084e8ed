/**
 * Remote sessions and the computers they are for (docs/product.md §19): the
 * lists a customer picks from, and the limits and times the server enforces.
 */

/** The operating systems we support on a registered computer. */
export const operatingSystems = [
  { id: "windows-11", label: "Windows 11" },
  { id: "windows-10", label: "Windows 10" },
  { id: "macos", label: "macOS" },
  { id: "chromeos", label: "ChromeOS" },
  { id: "linux", label: "Linux" },
] as const;

export type OperatingSystemId = (typeof operatingSystems)[number]["id"];

export const computerLimits = {
  /** Registered computers per account. */
  perAccount: 10,
  name: 60,
  note: 300,
} as const;

/** What the technician asks to do: see the screen, or also use the mouse and keyboard. */
export const sessionAccess = [
  { id: "view", label: "View" },
  { id: "control", label: "Control" },
] as const;

export type SessionAccess = (typeof sessionAccess)[number]["id"];

export const remoteTimes = {
  /** Approving needs a sign-in at most this old. */
  freshSignInMinutes: 5,
  /** How long the approval's one-time code works. */
  codeMinutes: 10,
  /** A request nobody answers expires after this. */
  requestMinutes: 30,
  /** A session nobody ends is recorded as ended after this. */
  sessionHours: 8,
} as const;

export const remoteCode = {
  digits: 9,
  /** Wrong codes that end a request. */
  wrongCodesAllowed: 5,
  /** Code attempts one client address may make across all requests. */
  attemptsPerClient: 10,
  attemptWindowMinutes: 10,
} as const;
