import type { ProfileText } from "./profile";
import type { ProfileStatus } from "./status";

// What the server answers about profiles, to the editor, the desk and the
// public pages (docs/product.md §17).

/** A Tech's own profile, as the editor shows it. */
export type OwnProfile = {
  readonly status: ProfileStatus;
  readonly statusLabel: string;
  readonly version: number;
  readonly text: ProfileText;
  readonly hasPhoto: boolean;
  /** The photo itself, as a data: URL, for the editor to show it. */
  readonly photo: string | null;
  /** Whether a published text is public now (it may differ from `text`). */
  readonly live: boolean;
  /** Once published, the handle is the page's address and stays. */
  readonly handleFixed: boolean;
};

export type DeskProfileRow = {
  readonly uid: string;
  readonly handle: string;
  readonly displayName: string;
  readonly status: ProfileStatus;
  readonly statusLabel: string;
  readonly updatedAt: string;
  /** Seeded by `npm start` on a fresh machine (docs/product.md §23.8). */
  readonly demo: boolean;
};

export type DeskProfileDetail = {
  readonly uid: string;
  readonly email: string | null;
  readonly status: ProfileStatus;
  readonly statusLabel: string;
  readonly version: number;
  readonly text: ProfileText;
  readonly published: ProfileText | null;
  /** The one ZIP list, runs as ranges: the public profile shows it, bookings read it. */
  readonly zips: string;
  readonly photo: string | null;
  readonly demo: boolean;
  readonly history: readonly {
    at: string;
    actor: string;
    action: string;
    field: string | null;
    fromStatus: string | null;
    toStatus: string | null;
    note: string | null;
  }[];
};

/** What a public page may show of a profile: never an e-mail, a uid or unpublished text. */
export type PublicProfile = {
  readonly handle: string;
  readonly text: ProfileText;
  /** The ZIP codes the Tech visits: the list bookings read, so the page never promises another. */
  readonly zips: readonly string[];
  readonly hasPhoto: boolean;
  readonly memberSince: string;
  readonly completedJobs: number;
};
