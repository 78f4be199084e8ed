import { bookingPagesEn } from "@/data/en/booking-pages";
import { bookingPagesEs } from "@/data/es/booking-pages";
import type { Locale } from "@/data/locale";

/**
 * The words of a booking's own pages (components/bookings/ and the shared
 * confirmation): the confirmation, the manage view, its cancel and change.
 * The English is in data/en/booking-pages.ts. Islands read
 * `useBookingWords()` (components/shared/booking-words.tsx), never this table.
 */
export type BookingPagesCopy = {
  // The confirmation.
  readonly thanksConfirmed: string;
  readonly thanksRequested: string;
  readonly yourReference: string;
  readonly confirmedFor: string;
  readonly with: string;
  readonly preferred: string;
  readonly comesTo: string;
  readonly notRight: string;
  readonly whatNext: string;
  readonly mailedIcs: string;
  readonly weCall: string;
  readonly questions: string;
  readonly mentionReference: string;
  readonly manageYourBooking: string;
  readonly withReferenceAndEmail: string;
  readonly neverAsk: string;
  readonly spotScam: string;
  readonly cancelFree: (
    hours: number,
    fee: string,
    fullHours: number,
  ) => string;
  readonly seePolicy: string;
  readonly cancellationPolicy: string;
  readonly loading: string;
  readonly cannotShow: string;
  readonly openWithLink: string;
  readonly manageABooking: string;
  readonly orCallUs: string;
  readonly whereNow: string;
  readonly seeChangeCancel: string;
  // The manage view.
  readonly callUs: string;
  readonly finding: string;
  readonly findBooking: string;
  readonly booking: (reference: string) => string;
  readonly back: string;
  readonly reference: string;
  readonly referenceHint: string;
  readonly email: string;
  readonly emailHint: string;
  readonly status: string;
  readonly when: string;
  readonly address: string;
  readonly feesRecorded: string;
  readonly notChargedOnline: string;
  readonly servicesHeading: string;
  readonly history: string;
  // Cancel and change.
  readonly notCharged: string;
  readonly costs: (cancel: boolean, fee: string) => string;
  readonly free: (cancel: boolean) => string;
  readonly cancelQuestion: string;
  readonly yesCancel: string;
  readonly keep: string;
  readonly orWindow: string;
  readonly changeDateTime: string;
  readonly backToRequested: string;
  readonly newDate: string;
  readonly dateHint: (days: number) => string;
  readonly sendNew: string;
  readonly keepAsIs: string;
  readonly cancelBooking: string;
  readonly callToChange: string;
  readonly removeIcs: string;
  readonly addIcs: string;
  readonly pickFree: string;
  readonly noneFree: string;
  readonly nearest: string;
  readonly timesWith: (tech: string) => string;
  readonly yourTechnician: string;
  readonly otherTechnician: string;
  readonly moveHere: string;
  readonly showFrom: string;
  readonly showTimes: string;
};

export const bookingPagesCopy: Readonly<Record<Locale, BookingPagesCopy>> = {
  en: bookingPagesEn,
  es: bookingPagesEs,
};
