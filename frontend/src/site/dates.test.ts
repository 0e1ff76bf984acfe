import { describe, expect, it } from '@jest/globals';
import { dateTimeFormatter } from './dates';

const moment = new Date('2026-11-24T13:05:00Z');

describe('dates as the agency chose to show them', () => {
  it('uses the site time zone, not the browser one', () => {
    expect(dateTimeFormatter({ dateFormat: 'iso', timeZone: 'Europe/Berlin' })(moment)).toBe('2026-11-24 14:05');
    expect(dateTimeFormatter({ dateFormat: 'iso', timeZone: 'America/New_York' })(moment)).toBe('2026-11-24 08:05');
  });

  it('writes the date in the site locale and the chosen length', () => {
    expect(dateTimeFormatter({ locale: 'de-DE', dateFormat: 'long', timeZone: 'Europe/Berlin' })(moment)).toBe('24. November 2026 um 14:05');
    expect(dateTimeFormatter({ locale: 'en-US', dateFormat: 'short', timeZone: 'UTC' })(moment)).toBe('11/24/26, 1:05 PM');
  });
});
