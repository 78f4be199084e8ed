/**
 * What the reviews' server functions and routes answer (docs/product.md §24):
 * the one shape the pages and islands read.
 */
import type { ReviewStatus } from "@/lib/reviews/status";

/** One decimal; hidden reviews left out; null when there is none. */
export type Rating = { average: number | null; count: number };

export type PublicReview = {
  id: number;
  rating: number;
  body: string;
  /** "Maria L.", or "a customer" once the author's name is erased. */
  author: string;
  /** ISO instant. */
  writtenAt: string;
  edited: boolean;
  reply: { body: string; at: string } | null;
};

export type ReviewForm = {
  booking: {
    reference: string;
    /** Service titles. */
    services: string[];
    techName: string | null;
    techHandle: string | null;
    completedAt: string;
  };
  review: {
    rating: number;
    body: string;
    edits: number;
    version: number;
  } | null;
  /** False once the one edit is used. */
  canEdit: boolean;
};

export type ReviewRefusalCode =
  | "not-completed"
  | "too-late"
  | "already-reviewed"
  | "no-more-edits"
  | "other-account"
  | "bad-link";

export type ReviewRefusal = { error: string; reason: ReviewRefusalCode };

export type DeskReview = {
  id: number;
  version: number;
  status: ReviewStatus;
  rating: number;
  body: string;
  author: string;
  techName: string | null;
  bookingReference: string;
  writtenAt: string;
  /** The reason's label. */
  hiddenReason: string | null;
  reply: string | null;
  history: { at: string; line: string }[];
};

export type TechReview = PublicReview & {
  bookingReference: string;
  canReply: boolean;
};

export type ReviewableBooking = {
  reference: string;
  services: string[];
  completedAt: string;
  /** /reviews/<token> */
  link: string;
  reviewed: boolean;
};
