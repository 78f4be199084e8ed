export type GridSlot<T> =
  { kind: "item"; item: T } | { kind: "spacer"; position: number };

/**
 * Lays items out so that every `every`-th slot (1-based) is a blank spacer.
 * No item is dropped: 15 items with every = 5 take 18 slots.
 */
export function withSpacers<T>(items: readonly T[], every = 5): GridSlot<T>[] {
  const slots: GridSlot<T>[] = [];
  for (const item of items) {
    if ((slots.length + 1) % every === 0) {
      slots.push({ kind: "spacer", position: slots.length + 1 });
    }
    slots.push({ kind: "item", item });
  }
  return slots;
}
