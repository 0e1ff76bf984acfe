import { describe, expect, it } from '@jest/globals';
import * as banner from './consent';
import * as events from './consent-events';

describe('the consent banner and the embeds speak the same words', () => {
  it('the same storage key and event names on both sides', () => {
    expect(banner.CONSENT_STORAGE_KEY).toBe(events.CONSENT_STORAGE_KEY);
    expect(banner.CONSENT_EVENTS).toEqual(events.CONSENT_EVENTS);
  });
});
