"use client";

import { company } from "@/data/company";
import { zonedDate } from "@/lib/dates";
import type { DeskSectionProps } from "./desk-section-types";
import { ExportForm } from "./export-form";

/** The CSV export (docs/product.md §15.10), starting at today in New York. */
export function ExportSection({ token, onRefused }: DeskSectionProps) {
  return (
    <ExportForm
      token={token}
      today={zonedDate(new Date(), company.timeZone)}
      onRefused={onRefused}
    />
  );
}
