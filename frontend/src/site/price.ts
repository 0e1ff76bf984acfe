/** A USD price as the site shows it: $99, $249.50. */
export function formatPrice(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}
