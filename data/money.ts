/**
 * How the site counts and writes an amount: whole USD today, totals unrounded,
 * with a `$` prefix (docs/product.md §4, §10). No locale formatting, so the
 * server and the browser print the same string. A leaf module: catalogue copy,
 * the pages and the server all use it.
 */
export function formatUsd(amount: number): string {
  return `$${amount}`;
}

/** A cart's total: the unrounded sum of its prices. */
export function sumPrices(items: readonly { price: number }[]): number {
  return items.reduce((total, item) => total + item.price, 0);
}
