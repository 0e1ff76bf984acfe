/**
 * The expression of a CHECK that a column holds one of the listed values, as the migrations write
 * it, so an entity's @Check reads from the same list its code uses.
 */
export function oneOf(column: string, values: readonly string[]): string {
  return `"${column}" IN (${values.map((value) => `'${value}'`).join(', ')})`;
}
