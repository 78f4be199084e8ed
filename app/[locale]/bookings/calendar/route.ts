import { calendarResponse } from "@/lib/server/bookings/calendar";

/** A booking's .ics file, for the manage view's POST form (docs/product.md §13.6). */
export function POST(request: Request) {
  return calendarResponse(request, new Date());
}
