import { useMemo } from 'react';
import { COUNTRY_CODES, countryNamer } from '../../../../backend/src/common/countries';
import { useBrand } from '../../site/use-site';

/** Stored countries as the site's readers read them: a code by its name in the site's locale, older free text as typed. */
export function useCountryName(): (value: string) => string {
  const { locale } = useBrand();
  return useMemo(() => countryNamer(locale || 'en'), [locale]);
}

/** The order form's choices: every code the API takes, named in the site's locale and sorted as its readers sort. */
export function useCountryOptions(): { value: string; label: string }[] {
  const { locale } = useBrand();
  return useMemo(() => {
    const name = countryNamer(locale || 'en');
    const collator = new Intl.Collator(locale || 'en');
    return COUNTRY_CODES.map((code) => ({ value: code, label: name(code) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [locale]);
}
