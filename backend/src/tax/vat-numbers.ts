/** What a country's VAT numbers look like: the prefix they start with, the rest, and how a customer is told. */
type VatNumberFormat = { prefix: string; rest: RegExp; rule: string; example: string };

const FORMATS: Record<string, VatNumberFormat> = {
  AT: { prefix: 'AT', rest: /^U\d{8}$/, rule: 'An Austrian VAT number is ATU followed by 8 digits', example: 'ATU12345678' },
  BE: { prefix: 'BE', rest: /^[01]\d{9}$/, rule: 'A Belgian VAT number is BE followed by 10 digits, starting with 0 or 1', example: 'BE0123456789' },
  BG: { prefix: 'BG', rest: /^\d{9,10}$/, rule: 'A Bulgarian VAT number is BG followed by 9 or 10 digits', example: 'BG123456789' },
  CY: { prefix: 'CY', rest: /^\d{8}[A-Z]$/, rule: 'A Cypriot VAT number is CY followed by 8 digits and a letter', example: 'CY12345678X' },
  CZ: { prefix: 'CZ', rest: /^\d{8,10}$/, rule: 'A Czech VAT number is CZ followed by 8, 9 or 10 digits', example: 'CZ12345678' },
  DE: { prefix: 'DE', rest: /^\d{9}$/, rule: 'A German VAT number is DE followed by 9 digits', example: 'DE123456789' },
  DK: { prefix: 'DK', rest: /^\d{8}$/, rule: 'A Danish VAT number is DK followed by 8 digits', example: 'DK12345678' },
  EE: { prefix: 'EE', rest: /^\d{9}$/, rule: 'An Estonian VAT number is EE followed by 9 digits', example: 'EE123456789' },
  ES: {
    prefix: 'ES',
    rest: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
    rule: 'A Spanish VAT number is ES followed by 9 characters: a letter or digit, 7 digits, and a letter or digit',
    example: 'ESB12345678',
  },
  FI: { prefix: 'FI', rest: /^\d{8}$/, rule: 'A Finnish VAT number is FI followed by 8 digits', example: 'FI12345678' },
  FR: {
    prefix: 'FR',
    rest: /^[A-Z0-9]{2}\d{9}$/,
    rule: 'A French VAT number is FR followed by 2 letters or digits and the 9 digits of the SIREN',
    example: 'FR12123456789',
  },
  GR: { prefix: 'EL', rest: /^\d{9}$/, rule: 'A Greek VAT number is EL followed by 9 digits', example: 'EL123456789' },
  HR: { prefix: 'HR', rest: /^\d{11}$/, rule: 'A Croatian VAT number is HR followed by 11 digits', example: 'HR12345678901' },
  HU: { prefix: 'HU', rest: /^\d{8}$/, rule: 'A Hungarian VAT number is HU followed by 8 digits', example: 'HU12345678' },
  IE: {
    prefix: 'IE',
    rest: /^(\d{7}[A-Z]{1,2}|\d[A-Z+*]\d{5}[A-Z])$/,
    rule: 'An Irish VAT number is IE followed by 7 digits and 1 or 2 letters',
    example: 'IE1234567T',
  },
  IT: { prefix: 'IT', rest: /^\d{11}$/, rule: 'An Italian VAT number is IT followed by 11 digits', example: 'IT12345678901' },
  LT: { prefix: 'LT', rest: /^(\d{9}|\d{12})$/, rule: 'A Lithuanian VAT number is LT followed by 9 or 12 digits', example: 'LT123456789' },
  LU: { prefix: 'LU', rest: /^\d{8}$/, rule: 'A Luxembourg VAT number is LU followed by 8 digits', example: 'LU12345678' },
  LV: { prefix: 'LV', rest: /^\d{11}$/, rule: 'A Latvian VAT number is LV followed by 11 digits', example: 'LV12345678901' },
  MT: { prefix: 'MT', rest: /^\d{8}$/, rule: 'A Maltese VAT number is MT followed by 8 digits', example: 'MT12345678' },
  NL: { prefix: 'NL', rest: /^\d{9}B\d{2}$/, rule: 'A Dutch VAT number is NL followed by 9 digits, the letter B and 2 digits', example: 'NL123456789B01' },
  PL: { prefix: 'PL', rest: /^\d{10}$/, rule: 'A Polish VAT number is PL followed by 10 digits', example: 'PL1234567890' },
  PT: { prefix: 'PT', rest: /^\d{9}$/, rule: 'A Portuguese VAT number is PT followed by 9 digits', example: 'PT123456789' },
  RO: { prefix: 'RO', rest: /^\d{2,10}$/, rule: 'A Romanian VAT number is RO followed by 2 to 10 digits', example: 'RO1234567' },
  SE: { prefix: 'SE', rest: /^\d{10}01$/, rule: 'A Swedish VAT number is SE followed by 12 digits ending in 01', example: 'SE123456789001' },
  SI: { prefix: 'SI', rest: /^\d{8}$/, rule: 'A Slovenian VAT number is SI followed by 8 digits', example: 'SI12345678' },
  SK: { prefix: 'SK', rest: /^\d{10}$/, rule: 'A Slovak VAT number is SK followed by 10 digits', example: 'SK1234567890' },
  GB: {
    prefix: 'GB',
    rest: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
    rule: 'A UK VAT number is GB (or XI in Northern Ireland) followed by 9 or 12 digits, or by GD or HA and 3 digits',
    example: 'GB123456789',
  },
  CH: {
    prefix: 'CH',
    rest: /^E\d{9}(MWST|TVA|IVA)?$/,
    rule: 'A Swiss VAT number is CHE followed by 9 digits, optionally with MWST, TVA or IVA',
    example: 'CHE123456789MWST',
  },
  NO: { prefix: 'NO', rest: /^\d{9}MVA$/, rule: 'A Norwegian VAT number is NO followed by 9 digits and MVA', example: 'NO123456789MVA' },
};

/** Northern Ireland's traders keep an XI number for trade in goods with the EU; it is a UK VAT number all the same. */
const OTHER_PREFIXES: Record<string, string[]> = { GB: ['XI'] };

/** Prefixes a customer may type that belong to another country's numbers (GR is how Greece's is often mistyped). */
const KNOWN_PREFIXES: ReadonlySet<string> = new Set([...Object.values(FORMATS).map((format) => format.prefix), 'XI', 'GR']);

const ANY_NUMBER = /^[A-Z0-9]{2,20}$/;

export const VAT_NUMBER_EXAMPLES: Record<string, string> = Object.fromEntries(Object.entries(FORMATS).map(([country, format]) => [country, format.example]));

const formatOf = (country: string): VatNumberFormat | undefined => (Object.hasOwn(FORMATS, country) ? FORMATS[country] : undefined);

/**
 * A VAT number as invoices print it: upper case, without the spaces, dots and dashes people type,
 * and with the country's prefix when the customer left it out. A number of a country with no
 * known format has no agreed prefix, so it is only cleaned.
 */
export function normaliseVatNumber(country: string, input: string): string {
  const cleaned = input.toUpperCase().replace(/[\s.-]/g, '');
  const format = formatOf(country);
  if (!format) return cleaned;
  const lead = cleaned.slice(0, 2);
  if (format.prefix === 'EL' && lead === 'GR') return `EL${cleaned.slice(2)}`;
  // Another country's prefix stays, so the customer is told the number is not of their country.
  if (KNOWN_PREFIXES.has(lead)) return cleaned;
  return format.prefix + cleaned;
}

/** Null when the number has the form of the country's VAT numbers; otherwise the sentence that tells the customer what it should be. */
export function vatNumberProblem(country: string, input: string): string | null {
  const number = normaliseVatNumber(country, input);
  const format = formatOf(country);
  if (!format) return ANY_NUMBER.test(number) ? null : 'A VAT number is 2 to 20 letters or digits.';
  const lead = number.slice(0, 2);
  const prefixes = [format.prefix, ...(OTHER_PREFIXES[country] ?? [])];
  if (!prefixes.includes(lead)) return `${lead} is another country's VAT prefix: ${format.rule.charAt(0).toLowerCase()}${format.rule.slice(1)}.`;
  return format.rest.test(number.slice(2)) ? null : `${format.rule}.`;
}
