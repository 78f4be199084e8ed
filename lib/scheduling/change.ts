import type { Slot } from "./slots";

/** The starts a Confirmed booking can move to, in the order they are offered. */
export type ChangeChoices = {
  /** Starts its own Tech is free at, soonest first. */
  readonly same: Slot[];
  /** Starts only other Techs are free at, soonest first. */
  readonly other: Slot[];
};

/**
 * Where a Confirmed booking with a Tech can move (docs/product.md §23.10):
 * the free starts from `from` on, those its own Tech is free at first, then
 * those only another Tech is free at; at most `each` of either. Its own
 * `current` start is no move, so it is never offered.
 */
export function changeChoices(
  slots: readonly Slot[],
  {
    techUid,
    from,
    each,
    current,
  }: { techUid: string; from?: Date; each: number; current?: Date },
): ChangeChoices {
  const later = slots
    .filter((slot) => !from || slot.start >= from)
    .filter((slot) => slot.start.getTime() !== current?.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  return {
    same: later.filter((slot) => slot.techs.includes(techUid)).slice(0, each),
    other: later.filter((slot) => !slot.techs.includes(techUid)).slice(0, each),
  };
}

/**
 * The Techs a moved booking is offered to, in order: its own Tech when free
 * at the new start, then the others free there in the picker's order
 * (`ranked`, from `rankTechs`).
 */
export function changeTechOrder(
  slot: Slot,
  techUid: string,
  ranked: readonly string[],
): string[] {
  const others = ranked.filter(
    (uid) => uid !== techUid && slot.techs.includes(uid),
  );
  return slot.techs.includes(techUid) ? [techUid, ...others] : others;
}

/** The picked start, an ISO 8601 instant; undefined when the visitor requests a window. */
export function slotStart(
  value: FormDataEntryValue | null,
): Date | undefined | "malformed" {
  if (value === null || value === "") return undefined;
  const start =
    typeof value === "string" && value.length <= 40
      ? new Date(value)
      : undefined;
  return start && !Number.isNaN(start.getTime()) ? start : "malformed";
}
