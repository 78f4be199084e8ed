import { formatUsd } from "@/data/money";
import { formatDate, formatDateTime } from "@/lib/dates";
import { windowLabel } from "@/lib/bookings/window-label";
import type { HistoryEntry } from "./payloads";

/** The actor as the history names it: "staff ann@example.com", "the visitor", "the account". */
function who(actor: string): string {
  if (actor === "visitor" || actor === "account" || actor === "system") {
    return `the ${actor === "system" ? "site" : actor}`;
  }
  return actor;
}

function window(date: string | null, id: string | null): string {
  return date ? `${formatDate(date)}, ${windowLabel(id ?? "")}` : "(unknown)";
}

/**
 * One history entry as a sentence that says what changed (docs/product.md
 * §15.3): a confirmation's time, a change's window before and after, a
 * cancellation's fee, with who did it. The time it happened is shown beside.
 */
export function historyLine(
  e: HistoryEntry,
  labels: Record<string, string>,
): string {
  const by = who(e.actor);
  const fee = e.fee !== null ? ` Fee recorded: ${formatUsd(e.fee)}.` : "";
  const c = e.change;
  switch (e.action) {
    case "confirm":
      return c?.startsAt
        ? `${by} confirmed it for ${formatDateTime(c.startsAt)}.`
        : `${by} confirmed it.`;
    case "change": {
      if (!c) return `${by} changed the preferred window.${fee}`;
      const before = c.fromStartsAt
        ? `the appointment confirmed for ${formatDateTime(c.fromStartsAt)} (asked for ${window(c.fromDate, c.fromWindow)})`
        : window(c.fromDate, c.fromWindow);
      return `${by} changed it from ${before} to ${window(c.toDate, c.toWindow)}; it awaits confirmation again.${fee}`;
    }
    case "reschedule":
      return c?.fromStartsAt && c.startsAt
        ? `${by} moved it from ${formatDateTime(c.fromStartsAt)} to ${formatDateTime(c.startsAt)}, Confirmed.${fee}`
        : `${by} moved it to a new confirmed time.${fee}`;
    case "cancel":
      return `${by} cancelled it.${fee}`;
    case "assign":
      return `${by} assigned it to a technician.`;
    case "accept bid":
      return `${by} accepted a technician's bid, which made this booking.`;
    case "decline":
      return `${by} declined it.`;
    case "complete":
      return `${by} marked it completed.`;
    case "no_show":
      return `${by} marked it a no-show.`;
    default:
      return e.fromStatus
        ? `${by} moved it from ${labels[e.fromStatus] ?? e.fromStatus} to ${labels[e.toStatus] ?? e.toStatus} (${e.action}).${fee}`
        : `${by} sent it (${labels[e.toStatus] ?? e.toStatus}).${fee}`;
  }
}
