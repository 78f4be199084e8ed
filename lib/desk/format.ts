import { timeWindows } from "@/data/request-rules";

/** The time a confirmation form offers first: the start of the visitor's window. */
export function windowStart(id: string): string {
  const window = timeWindows.find((w) => w.id === id);
  return window ? `${String(window.from).padStart(2, "0")}:00` : "09:00";
}
