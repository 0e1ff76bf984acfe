/** The member states of the European Union, by their ISO 3166-1 codes (Greece is GR here; only its VAT numbers say EL). */
// prettier-ignore
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

/**
 * The standard VAT rate of each EU member state and the UK, in basis points: the figures a new
 * rate table starts from. They are seeds, not law: the owner checks them and keeps the table
 * current, and is responsible for what it says.
 *
 * Source: the European Commission's "VAT rates applied in the Member States of the European
 * Union" (situation at 1 January 2025) with the changes announced since: Estonia 24 % from
 * 1 July 2025, Romania 21 % from 1 August 2025 (Finland 25.5 % since 1 September 2024, Slovakia
 * 23 % since 1 January 2025); checked against newcraft.dev's overview "VAT Rates EU Countries
 * 2025 + 2026 Changes", last updated December 2025. UK: gov.uk "VAT rates", 20 %.
 */
export const SEEDED_STANDARD_RATES: Record<string, number> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  GB: 2000,
};

const EU: ReadonlySet<string> = new Set(EU_MEMBER_STATES);

/** The VAT area a country belongs to: the EU's single market, the UK, or none the product charges VAT in. */
export function taxArea(country: string): 'EU' | 'GB' | null {
  if (EU.has(country)) return 'EU';
  return country === 'GB' ? 'GB' : null;
}
