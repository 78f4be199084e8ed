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

const possessive = (who: string) => (who === "you" ? "your" : `${who}'s`);

/** What the change did, said of its people as the reply names them. */
function said(entry: ProblemHistoryItem): string {
  const who = entry.actor;
  const bid = entry.bidBy === null ? "a bid" : `${possessive(entry.bidBy)} bid`;
  const own = who === "you" ? "your bid" : "their bid";
  if (entry.bid === null) {
    switch (entry.action) {
      case "post":
        return `${who} posted the problem`;
      case "accept":
        return `${who} accepted a bid`;
      case "close":
        return `${who} closed the problem`;
      case "expire":
        return "the problem expired";
      case "remove":
        return `${who} removed the problem`;
    }
  } else {
    switch (entry.action) {
      case "bid":
        return `${who} sent a bid`;
      case "change":
        return `${who} changed ${own}`;
      case "withdraw":
        return `${who} withdrew ${own}`;
      case "accept":
        return `${who} accepted ${bid}`;
      case "decline":
        return `${bid} was declined`;
      case "remove":
        return `${who} removed ${bid}`;
    }
  }
  return `${who}: ${entry.action}`;
}

/**
 * A history entry as a sentence (docs/product.md §18.8): "Tech Ann sent a
 * bid.", "You accepted Tech Ann's bid.", with its note after it.
 */
export function historySentence(entry: ProblemHistoryItem): string {
  const text = said(entry);
  const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  return entry.note ? `${sentence} ${entry.note}` : sentence;
}
