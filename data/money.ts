/**
 * How the site writes an amount: whole USD today, totals unrounded, with a `$`
 * prefix (docs/product.md §10). No locale formatting, so the server and the
 * browser print the same string. A leaf module: catalogue copy and the pages
 * both use it.
 */
export function formatUsd(amount: number): string {
  return `$${amount}`;
}
