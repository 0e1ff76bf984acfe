import type { ValueTransformer } from 'typeorm';

/** Money is numeric(10,2) in the database; the API speaks dollars as a number with two decimals. */
export const money: ValueTransformer = {
  to: (value: number) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** Whole cents, so amounts from PayPal's text and the database's numeric compare exactly. */
export function cents(value: string | number): number {
  return Math.round(Number(value) * 100);
}
