import type { Brand } from './brand';
import { useBrand } from './use-site';

/**
 * A moment as the agency reads it: in its locale and time zone, in the date format it chose
 * (Brand & site). "iso" shows 2026-11-24 14:05 in the site's zone, the same in every locale.
 */
export function dateTimeFormatter(brand: Pick<Brand, 'locale' | 'timeZone' | 'dateFormat'>): (date: Date) => string {
  const timeZone = brand.timeZone || undefined;
  if (brand.dateFormat === 'iso') {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    return (date) => {
      const get = (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(date).find((part) => part.type === type)?.value ?? '';
      return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
    };
  }
  const format = new Intl.DateTimeFormat(brand.locale || 'en', { timeZone, dateStyle: brand.dateFormat ?? 'medium', timeStyle: 'short' });
  return (date) => format.format(date);
}

/** The formatter of the site's own date settings, for tables of the back office and the customer's pages. */
export function useDateTime(): (date: Date) => string {
  const { locale, timeZone, dateFormat } = useBrand();
  return dateTimeFormatter({ locale, timeZone, dateFormat });
}
