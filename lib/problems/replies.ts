import type { Locale } from "@/data/locale";
import type { BookingDetail } from "@/lib/desk/payloads";
import type { Rating } from "@/lib/reviews/replies";
import type { BidStatus, ProblemStatus } from "./status";

// What each problems route answers (docs/product.md §18), shared by the
// server that builds it and the islands that read it. Times are ISO strings,
// as JSON carries them.

/** A refusal: the sentence to show, why, and each field's problem when a form was sent. */
export type ProblemRefusal = {
  readonly error: string;
  readonly reason?: string;
  readonly errors?: Readonly<Record<string, string>>;
};

/**
 * One change of a problem or of one of its bids (§18.8), with its people as
 * the reader may be told them (§18.9): "you", "the client", a Tech's public
 * name, "Brightpath staff" or "Brightpath"; never an address.
 */
export type ProblemHistoryItem = {
  readonly at: string;
  readonly actor: string;
  readonly action: string;
  readonly toStatus: string;
  readonly note: string | null;
  /** The bid's public id when the change was a bid's. */
  readonly bid: string | null;
  /** Whose bid it was, when the change was a bid's. */
  readonly bidBy: string | null;
};

/** A problem as the Client and the Techs who may see it are shown it: never who posted it. */
export type ProblemShown = {
  readonly publicId: string;
  readonly status: ProblemStatus;
  readonly title: string;
  readonly description: string;
  readonly kind: string;
  readonly device: string;
  readonly contactMethod: string;
  readonly visibility: string;
  readonly expiresAt: string;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** GET /problems/api: the Client's problems, newest first, with the bids waiting on each. */
export type ClientProblemsReply = {
  readonly problems: readonly {
    readonly publicId: string;
    readonly title: string;
    readonly status: ProblemStatus;
    readonly createdAt: string;
    readonly pendingBids: number;
  }[];
};

/** POST /problems/api: the problem just posted (201). */
export type PostedReply = { readonly publicId: string };

/** A published Tech a Client may choose (GET /problems/api/techs). */
export type TechChoice = {
  readonly handle: string;
  readonly displayName: string;
  readonly headline: string;
  readonly skills: readonly string[];
  readonly ownSkills: readonly string[];
};

export type TechChoicesReply = { readonly techs: readonly TechChoice[] };

/** A bid as the Client compares it: price, start, and who the Tech is (§18.4). */
export type BidForClient = {
  readonly publicId: string;
  readonly status: BidStatus;
  readonly price: number;
  readonly startDate: string;
  readonly timeWindow: string;
  readonly message: string;
  readonly createdAt: string;
  /** How long after the problem was posted the Tech bid, in minutes. */
  readonly answeredAfterMinutes: number;
  readonly tech: {
    readonly handle: string;
    readonly displayName: string;
    readonly headline: string;
    readonly hasPhoto: boolean;
    readonly completedJobs: number;
    /** Their reviews' average and count (docs/product.md §24). */
    readonly rating: Rating;
  } | null;
};

/** GET /problems/api/{id}: the Client's own problem with every bid. */
export type ClientProblemReply = {
  readonly problem: ProblemShown;
  readonly bids: readonly BidForClient[];
  /** The Techs the problem is shown to, when the Client chose them. */
  readonly chosen: readonly {
    readonly handle: string;
    readonly displayName: string;
  }[];
  readonly history: readonly ProblemHistoryItem[];
  /** The reference of the booking an accepted bid became. */
  readonly booking: string | null;
};

/** POST /problems/api/{id} { action: "accept" }: the booking the bid became. */
export type AcceptedReply = { readonly reference: string };

/** POST /problems/api/{id} { action: "close" }: the problem's new state. */
export type ClosedReply = { readonly status: ProblemStatus };

/** GET /tech/api/problems: what a Tech's list shows of a problem, never the Client or a price (§18.2). */
export type TechProblemsReply = {
  readonly problems: readonly {
    readonly publicId: string;
    readonly title: string;
    readonly kind: string;
    readonly device: string;
    readonly contactMethod: string;
    readonly createdAt: string;
    readonly pendingBids: number;
  }[];
};

/** The Tech's own bid on a problem. */
export type OwnBid = {
  readonly publicId: string;
  readonly status: BidStatus;
  readonly price: number;
  readonly startDate: string;
  readonly timeWindow: string;
  readonly message: string;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** GET /tech/api/problems/{id}: the Client's details only once the Tech's bid is accepted (§18.3). */
export type TechProblemReply = {
  readonly problem: ProblemShown;
  readonly client: {
    readonly name: string;
    readonly phone: string;
    readonly email: string;
  } | null;
  readonly pendingBids: number;
  readonly ownBid: OwnBid | null;
  readonly booking: string | null;
  readonly history: readonly ProblemHistoryItem[];
};

/** POST /tech/api/problems/{id}: the bid as it now is. */
export type BidReply = { readonly bid: OwnBid };

/** A booking as its assigned Tech sees it: the desk's detail, with the Tech's own actions and no mail log (§18.5). */
export type TechBooking = Omit<BookingDetail, "deliveries"> & {
  /** Where a home visit happens, with its map link; null for remote work (§21.8). */
  readonly visit: { readonly address: string; readonly map: string } | null;
};

/** GET /tech/api/bookings. */
export type TechBookingsReply = { readonly bookings: readonly TechBooking[] };

/** POST /tech/api/bookings: the booking after the Tech's action. */
export type TechBookingReply = { readonly booking: TechBooking };

/** A refused booking action, with the booking as it is now when there is one. */
export type TechBookingRefusal = ProblemRefusal & {
  readonly current?: TechBooking;
};

/** What the desk lists of a problem: everything, prices included (§18.7). */
export type DeskProblem = {
  readonly publicId: string;
  readonly title: string;
  readonly description: string;
  readonly status: ProblemStatus;
  readonly kind: string;
  readonly createdAt: string;
  readonly email: string | null;
  /** The language the Client posted in; the desk marks any but English. */
  readonly language: Locale;
  readonly bids: readonly {
    readonly publicId: string;
    readonly status: BidStatus;
    readonly price: number;
    readonly message: string;
    readonly handle: string | null;
  }[];
};

/** GET /staff/api/problems. */
export type DeskProblemsReply = { readonly problems: readonly DeskProblem[] };

/** POST /staff/api/problems: what was removed. */
export type DeskActionReply = { readonly removed: string };
