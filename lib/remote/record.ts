import type { SessionAccess } from "@/data/remote-sessions";
import type { Messages } from "next-intl";
import type { Locale } from "@/data/locale";
import { formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/catalogue";
import { accessLabel } from "./labels";
import { deadline, type SessionStatus } from "./status";

/** A request as stored, with its booking's reference and its computer's label. */
export type StoredSession = {
  readonly id: number;
  readonly reference: string;
  readonly computer: string;
  readonly access: string;
  readonly status: SessionStatus;
  readonly requestedBy: string;
  readonly requestedAt: Date;
  readonly decidedAt: Date | null;
  readonly approvedAt: Date | null;
  readonly startedBy: string | null;
  readonly startedAt: Date | null;
  readonly endedBy: string | null;
  readonly endedAt: Date | null;
  readonly outcome: string | null;
  readonly wrongCodes: number;
};

/** One step of the record: what, who, when (docs/product.md §19.5). */
export type SessionStep = {
  readonly what: string;
  readonly by: string;
  readonly at: string;
};

/** A request as the customer or the desk reads it. */
export type SessionView = {
  readonly id: number;
  readonly reference: string;
  readonly computer: string;
  readonly access: SessionAccess;
  readonly accessText: string;
  readonly status: SessionStatus;
  readonly statusLabel: string;
  /** When the open state runs out by itself, in the company's zone. */
  readonly until: string | null;
  readonly wrongCodes: number;
  readonly steps: readonly SessionStep[];
};

export type Viewer = "customer" | "staff";

/** Who did a step as the desk reads it (English, as the desk is): a staff member by address. */
function staffWho(by: string): string {
  const t = translator("en", "remoteDesk");
  if (by === "customer") return t("who.customer");
  if (by === "system") return t("who.automatically");
  return by.startsWith("staff ") ? by.slice("staff ".length) : by;
}

/** The step that closed a request, by its outcome. */
type StepKey = keyof Messages["remote"]["steps"];

const closed: Record<string, StepKey> = {
  denied: "denied",
  expired: "expired",
  customer: "ended",
  staff: "ended",
  timeout: "timeout",
  "wrong-codes": "wrongCodes",
};

type RemoteWords = ReturnType<typeof translator<"remote">>;

/** Who did a step as the customer reads it, in the page's language; the desk's record stays English. */
function customerWho(by: string, t: RemoteWords): string {
  if (by === "customer") return t("who.you");
  if (by === "system") return t("who.automatically");
  return by.startsWith("staff ") ? t("who.staff") : t("who.us");
}

/** The request's steps in order, each with who and when. */
export function sessionView(
  row: StoredSession,
  viewer: Viewer,
  locale: Locale = "en",
): SessionView {
  const access: SessionAccess = row.access === "control" ? "control" : "view";
  const t = translator(locale, "remote");
  const step = (what: StepKey, by: string, at: Date): SessionStep => ({
    what: t(`steps.${what}`),
    by: viewer === "customer" ? customerWho(by, t) : staffWho(by),
    at: formatDateTime(at, undefined, locale),
  });
  const steps: SessionStep[] = [
    step("requested", row.requestedBy, row.requestedAt),
  ];
  if (row.approvedAt) steps.push(step("approved", "customer", row.approvedAt));
  if (row.startedAt && row.startedBy) {
    steps.push(step("started", row.startedBy, row.startedAt));
  }
  if (row.endedAt && row.endedBy && row.outcome) {
    steps.push(step(closed[row.outcome] ?? "ended", row.endedBy, row.endedAt));
  }
  const until = deadline(row);
  return {
    id: row.id,
    reference: row.reference,
    computer: row.computer,
    access,
    accessText: accessLabel(access, locale),
    status: row.status,
    statusLabel: t(`statuses.${row.status}`),
    until: until ? formatDateTime(until, undefined, locale) : null,
    wrongCodes: row.wrongCodes,
    steps,
  };
}
