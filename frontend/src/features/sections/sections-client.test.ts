import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ContentService, type BannerRecord, type SectionDefinitionDto } from '../../api/client';
import { sectionApi } from './sections-client';

const banner = { key: 'banner', name: 'Banner', plural: 'Banners' } as SectionDefinitionDto;
const record = { _id: 'b1' } as BannerRecord;

// The operations are looked up by name, out of the compiler's sight: these calls prove their arguments.
describe("a section's operations through the generated client", () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists, reads, adds and updates with the id and the body in one options object', async () => {
    const list = jest.spyOn(ContentService, 'getBanners').mockResolvedValue([record] as never);
    const get = jest.spyOn(ContentService, 'getBanner').mockResolvedValue(record as never);
    const add = jest.spyOn(ContentService, 'addBanner').mockResolvedValue(record as never);
    const update = jest.spyOn(ContentService, 'updateBanner').mockResolvedValue(record as never);

    await sectionApi.list(banner);
    await sectionApi.get(banner, 'b1');
    const fields = { bannerHeading: 'Heading', bannerText: 'Text', imageOne: '/a.svg', buttonText: 'Go', buttonURL: '/#contact-sec' };
    await sectionApi.add(banner, fields);
    await sectionApi.update(banner, 'b1', { ...fields, bannerHeading: 'Changed' });
    await sectionApi.update(banner, 'b1', fields, 7);

    expect(list).toHaveBeenCalledWith();
    expect(get).toHaveBeenCalledWith({ id: 'b1' });
    expect(add).toHaveBeenCalledWith({ requestBody: fields });
    expect(update).toHaveBeenCalledWith({ id: 'b1', requestBody: { ...fields, bannerHeading: 'Changed' } });
    // The version the editor loaded travels as If-Match.
    expect(update).toHaveBeenLastCalledWith({ id: 'b1', requestBody: fields, ifMatch: '7' });
  });
});
