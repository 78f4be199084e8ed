import { formatUsd } from "@/data/money";
import { formatDate, formatDateTime } from "@/lib/dates";
import { windowLabel } from "@/lib/bookings/window-label";
import type { HistoryEntry } from "./payloads";
import { deskWords } from "./words";

/** The desk's words for a history (English only, as the desk is). */
const words = () => deskWords;

/** The actor as the history names it: "staff ann@example.com", "the visitor", "the account". */
function who(actor: string): string {
  const t = words();
  if (actor === "visitor") return t("historyLine.visitor");
  if (actor === "account") return t("historyLine.account");
  if (actor === "system") return t("historyLine.site");
  return actor;
}

function window(date: string | null, id: string | null): string {
  return date
    ? words()("historyLine.window", {
        date: formatDate(date),
        window: windowLabel(id ?? ""),
      })
    : words()("historyLine.unknown");
}

/**
 * One history entry as a sentence that says what changed (docs/product.md
 * §15.3): a confirmation's time, a change's window before and after, a
 * cancellation's fee, with who did it. The time it happened is shown beside;
 * `state` names a state of the record's kind (the island's words for it).
 */
export function historyLine(
  e: HistoryEntry,
  state: (status: string) => string,
): string {
  const t = words();
  const by = who(e.actor);
  const fee =
    e.fee !== null ? t("historyLine.fee", { fee: formatUsd(e.fee) }) : "";
  const c = e.change;
  switch (e.action) {
    case "confirm":
      return c?.startsAt
        ? t("historyLine.confirmedFor", {
            by,
            time: formatDateTime(c.startsAt),
          })
        : t("historyLine.confirmed", { by });
    case "change": {
      if (!c) return t("historyLine.changedWindow", { by, fee });
      const before = c.fromStartsAt
        ? t("historyLine.beforeConfirmed", {
            time: formatDateTime(c.fromStartsAt),
            window: window(c.fromDate, c.fromWindow),
          })
        : window(c.fromDate, c.fromWindow);
      return t("historyLine.changed", {
        by,
        before,
        after: window(c.toDate, c.toWindow),
        fee,
      });
    }
    case "reschedule":
      return c?.fromStartsAt && c.startsAt
        ? t("historyLine.moved", {
            by,
            from: formatDateTime(c.fromStartsAt),
            to: formatDateTime(c.startsAt),
            fee,
          })
        : t("historyLine.movedNew", { by, fee });
    case "cancel":
      return t("historyLine.cancelled", { by, fee });
    case "assign":
      return t("historyLine.assigned", { by });
    case "accept bid":
      return t("historyLine.acceptedBid", { by });
    case "decline":
      return t("historyLine.declined", { by });
    case "complete":
      return t("historyLine.completed", { by });
    case "no_show":
      return t("historyLine.noShow", { by });
    default:
      return e.fromStatus
        ? t("historyLine.movedStatus", {
            by,
            from: state(e.fromStatus),
            to: state(e.toStatus),
            action: e.action,
            fee,
          })
        : t("historyLine.sent", {
            by,
            status: state(e.toStatus),
            fee,
          });
  }
}
