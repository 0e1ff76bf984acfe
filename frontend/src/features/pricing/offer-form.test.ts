import { describe, expect, it } from '@jest/globals';
import { bodyOf, EMPTY_OFFER } from './OfferForm';

describe('what the package form sends', () => {
  it('drops a term and a first payment left from a retainer when the package is switched to one payment, and empty points', () => {
    const body = bodyOf({ ...EMPTY_OFFER, packageName: 'Audit', billing: 'once', periods: 6, setupPrice: 500, points: ['Crawl', '  ', 'Report '] });
    expect(body).toMatchObject({ billing: 'once', periods: null, setupPrice: null, points: ['Crawl', 'Report'] });
    expect(body.position).toBeUndefined();
  });

  it("keeps a retainer's term, first payment and place", () => {
    expect(bodyOf({ ...EMPTY_OFFER, billing: 'quarter', periods: 4, setupPrice: 900, position: 2 })).toMatchObject({
      billing: 'quarter',
      periods: 4,
      setupPrice: 900,
      position: 2,
    });
  });
});
