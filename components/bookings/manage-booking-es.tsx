"use client";

import type { ComponentProps } from "react";
import { SpanishBookingWords } from "@/components/shared/booking-words-es";
import { ManageBooking } from "./manage-booking";

/** The manage view with its Spanish words, for /user, which loads it lazily. */
export function SpanishManageBooking(
  props: ComponentProps<typeof ManageBooking>,
) {
  return (
    <SpanishBookingWords>
      <ManageBooking {...props} />
    </SpanishBookingWords>
  );
}
