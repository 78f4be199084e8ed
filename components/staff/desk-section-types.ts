import type { ComponentType } from "react";
import type { Messages } from "next-intl";
import type { GetToken } from "@/components/api/call-api";
import type { Opened } from "./record-dialog";

/** What the desk hands each of its sections. */
export type DeskSectionProps = {
  /** The signed-in account's ID token, for the section's calls under /staff/api/. */
  readonly token: GetToken;
  /** A 401 or 403: the desk stops and says why. */
  readonly onRefused: (message: string) => void;
  /** Opens a booking or message in the desk's record dialog. */
  readonly open: (opened: Opened) => void;
  /** Raised after any change on the desk and when the poll sees new requests: reload. */
  readonly refreshed: number;
  /** Tell the other sections that something changed. */
  readonly onChanged: () => void;
};

/**
 * One section of the desk: its anchor (`/staff#id`), which also names it in
 * the desk's navigation (the `desk.sections` words), and the component that
 * shows it (docs/product.md §15.12).
 */
export type DeskSection = {
  readonly id: keyof Messages["desk"]["sections"];
  readonly Section: ComponentType<DeskSectionProps>;
};
