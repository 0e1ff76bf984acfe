/** A USD price as the site shows it: $99, $249.50. */
export function formatPrice(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

/** The ten point fields of a package, in the order its card lists them. */
export const PACKAGE_POINTS = [
  'packagePointOne',
  'packagePointTwo',
  'packagePointThree',
  'packagePointFour',
  'packagePointFive',
  'packagePointSix',
  'packagePointSeven',
  'packagePointEight',
  'packagePointNine',
  'packagePointTen',
] as const;

/** The id of a package's card on the pricing page, so a link (and the structured data) can point at it. */
export const packageAnchor = (packageName: string) =>
  `package-${packageName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
