const windowStarts: Record<string, string> = {
  morning: "08:00",
  afternoon: "12:00",
  evening: "17:00",
};

/** The time a confirmation form offers first: the start of the visitor's window. */
export function windowStart(id: string): string {
  return windowStarts[id] ?? "09:00";
}
