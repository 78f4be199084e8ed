import type { ProblemHistoryItem } from "./replies";
import { problemWords } from "./words";

/** "3 minutes", "2 hours", "1 day": how soon a Tech answered, or how old a problem is. */
export function formatAge(minutes: number): string {
  return minutes < 60
    ? problemWords("age.minutes", { count: minutes })
    : minutes < 48 * 60
      ? problemWords("age.hours", { count: Math.round(minutes / 60) })
      : problemWords("age.days", { count: Math.round(minutes / 1440) });
}

/** What the change did, said of its people as the reply names them ("you" is the reader). */
function said(entry: ProblemHistoryItem): string {
  const you = problemWords("historyEntry.you");
  const who = entry.actor;
  const bid =
    entry.bidBy === null
      ? problemWords("historyEntry.aBid")
      : entry.bidBy === you
        ? problemWords("historyEntry.yourBid")
        : problemWords("historyEntry.bidOf", { who: entry.bidBy });
  const own =
    who === you
      ? problemWords("historyEntry.yourBid")
      : problemWords("historyEntry.theirBid");
  if (entry.bid === null) {
    switch (entry.action) {
      case "post":
        return problemWords("historyEntry.posted", { who });
      case "accept":
        return problemWords("historyEntry.acceptedABid", { who });
      case "close":
        return problemWords("historyEntry.closed", { who });
      case "expire":
        return problemWords("historyEntry.expired");
      case "remove":
        return problemWords("historyEntry.removedProblem", { who });
    }
  } else {
    switch (entry.action) {
      case "bid":
        return problemWords("historyEntry.sentBid", { who });
      case "change":
        return problemWords("historyEntry.changed", { who, own });
      case "withdraw":
        return problemWords("historyEntry.withdrew", { who, own });
      case "accept":
        return problemWords("historyEntry.accepted", { who, bid });
      case "decline":
        return problemWords("historyEntry.declined", { bid });
      case "remove":
        return problemWords("historyEntry.removedBid", { who, bid });
    }
  }
  return problemWords("historyEntry.other", { who, action: entry.action });
}

/**
 * A history entry as a sentence (docs/product.md §18.8): "Tech Ann sent a
 * bid.", "You accepted Tech Ann's bid.", with its note after it.
 */
export function historySentence(entry: ProblemHistoryItem): string {
  const text = said(entry);
  const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  return entry.note
    ? problemWords("historyEntry.withNote", { sentence, note: entry.note })
    : sentence;
}
