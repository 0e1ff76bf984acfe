import { describe, expect, it } from '@jest/globals';
import { PAGE_TEXTS } from '../../../../backend/src/site-pages/texts';
import { ApiError } from '../../api/client';
import { placeError } from './SitePageEditScreen';

const refusal = (status: number, message: string) =>
  new ApiError({ method: 'POST', url: '' }, { url: '', ok: false, status, statusText: '', body: { statusCode: status, message } }, message);

describe('the page editor', () => {
  it.each([
    PAGE_TEXTS.slugForm,
    PAGE_TEXTS.slugReserved('admin'),
    PAGE_TEXTS.slugLikeId('3f2504e0-4f89-41d3-9a0c-0305e82c3301'),
    PAGE_TEXTS.slugTaken('about-us', 'About us'),
    PAGE_TEXTS.slugRedirected('old-offer', '/pricing/'),
  ])('shows the server’s refusal of an address next to the slug: %s', (message) => {
    expect(placeError(refusal(409, message))).toEqual({ slug: message });
  });

  it('shows a refused title next to the title, and any other refusal above the form', () => {
    expect(placeError(refusal(400, PAGE_TEXTS.titleTooLong))).toEqual({ title: PAGE_TEXTS.titleTooLong });
    expect(placeError(refusal(409, PAGE_TEXTS.stale(3, 2)))).toEqual({ form: PAGE_TEXTS.stale(3, 2) });
  });
});
