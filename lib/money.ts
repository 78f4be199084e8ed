/**
 * Prices are whole USD today; totals are shown unrounded (SPEC.md §9) with a `$`
 * prefix. No locale formatting, so server and browser print the same string.
 */
export function formatUsd(amount: number): string {
  return `$${amount}`;
}

export function sumPrices(items: readonly { price: number }[]): number {
  return items.reduce((total, item) => total + item.price, 0);
}
