"use client";

import type { ComponentProps } from "react";
import { EnglishBookingWords } from "@/components/shared/booking-words-en";
import { ManageBooking } from "./manage-booking";

/** The manage view with its English words, for /user, which loads it lazily. */
export function EnglishManageBooking(
  props: ComponentProps<typeof ManageBooking>,
) {
  return (
    <EnglishBookingWords>
      <ManageBooking {...props} />
    </EnglishBookingWords>
  );
}
