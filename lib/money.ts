/** A cart's total: the unrounded sum of its prices (docs/product.md §4). */
export function sumPrices(items: readonly { price: number }[]): number {
  return items.reduce((total, item) => total + item.price, 0);
}
