"use client";

import type { DeskLists } from "@/lib/desk/payloads";
import { useApiData } from "@/components/api/use-api-data";
import type { DeskSectionProps } from "./desk-section-types";

/** The desk's lists, which the bookings and the messages sections both show. */
export function useDeskLists({
  token,
  refreshed,
  onRefused,
}: Pick<DeskSectionProps, "token" | "refreshed" | "onRefused">) {
  return useApiData<DeskLists>(token, "/staff/api/desk", {
    refreshed,
    onRefused,
  }).view;
}
