import "server-only";
import type { Locale } from "@/data/locale";
import { eq } from "drizzle-orm";
import {
  sessionView,
  type SessionView,
  type Viewer,
} from "@/lib/remote/record";
import { computerLabel } from "@/lib/remote/labels";
import type { Database, Transaction } from "@/lib/server/db/client";
import {
  bookings,
  remoteComputers,
  remoteSessions,
} from "@/lib/server/db/schema";
import type { SessionRow } from "./steps";

/** A request as its viewer sees it: the booking's reference and the computer's label beside it. */
export function view(
  row: SessionRow,
  reference: string,
  computer: string,
  viewer: Viewer,
  locale: Locale = "en",
): SessionView {
  return sessionView({ ...row, reference, computer }, viewer, locale);
}

/** The columns a list of requests selects: the row, its booking's reference, its computer. */
export const listed = {
  row: remoteSessions,
  reference: bookings.reference,
  name: remoteComputers.name,
  os: remoteComputers.os,
};

/** One request's view, its reference and computer read beside it. */
export async function viewOf(
  tx: Transaction | Database,
  row: SessionRow,
  viewer: Viewer,
): Promise<SessionView> {
  const [found] = await tx
    .select({
      reference: bookings.reference,
      name: remoteComputers.name,
      os: remoteComputers.os,
    })
    .from(bookings)
    .innerJoin(remoteComputers, eq(remoteComputers.id, row.computerId))
    .where(eq(bookings.id, row.bookingId));
  return view(row, found!.reference, computerLabel(found!), viewer);
}
