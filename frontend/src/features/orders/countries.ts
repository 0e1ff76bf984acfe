import { useMemo } from 'react';
import { CountryCodeValues } from '@rankwell/api-client';
import { useBrand } from '../../site/use-site';

const KNOWN: ReadonlySet<string> = new Set(CountryCodeValues);

/** The site's locale is stored as typed (its length checked), so one Intl cannot read falls back to English. */
function regionNames(locale: string): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  }
}

/** A code by its name in the locale; the text an order placed before countries were codes holds, as typed. */
function countryNamer(locale: string): (value: string) => string {
  const names = regionNames(locale);
  return (value) => (KNOWN.has(value) ? (names.of(value) ?? value) : value);
}

/** Stored countries as the site's readers read them. */
export function useCountryName(): (value: string) => string {
  const { locale } = useBrand();
  return useMemo(() => countryNamer(locale || 'en'), [locale]);
}

/** The order form's choices: every code the API takes (its contract's CountryCode), named in the site's locale and sorted as its readers sort. */
export function useCountryOptions(): { value: string; label: string }[] {
  const { locale } = useBrand();
  return useMemo(() => {
    const name = countryNamer(locale || 'en');
    const collator = new Intl.Collator(locale || 'en');
    return CountryCodeValues.map((code) => ({ value: code, label: name(code) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [locale]);
}
