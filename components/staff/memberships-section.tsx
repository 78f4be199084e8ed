"use client";

import { company } from "@/data/company";
import { zonedDate } from "@/lib/dates";
import type { DeskSectionProps } from "./desk-section-types";
import { MembershipsPanel } from "./memberships-panel";

/** Memberships (docs/product.md §20), with today's date in New York for the form. */
export function MembershipsSection({ token, onRefused }: DeskSectionProps) {
  return (
    <MembershipsPanel
      token={token}
      today={zonedDate(new Date(), company.timeZone)}
      onRefused={onRefused}
    />
  );
}
