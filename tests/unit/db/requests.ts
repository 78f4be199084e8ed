import type { BookingDetails } from "@/lib/requests/schema";

/** A booking request with no address: one service that needs no home visit. */
export const details: BookingDetails = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(212) 555-0100",
  email: "ada@example.com",
  address1: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  date: "2026-12-01",
  time: "morning",
  notes: "",
};

export const booked = [
  {
    slug: "computer-tuneup",
    title: "Computer Tune-Up",
    price: 35,
    homeVisit: false,
  },
];

/** A contact message. */
export const contact = {
  name: "Grace Hopper",
  phone: "",
  email: "grace@example.com",
  message: "Please call me back about a plan.",
};
