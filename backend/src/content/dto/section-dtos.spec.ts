import { describe, expect, it } from '@jest/globals';
import { validate } from 'class-validator';
import { SAFE_LINKS, UNSAFE_LINKS } from '../../../test/safe-links.js';
import { SAFE_LINK, SECTION_BY_KEY } from '../sections.js';
import { buildSectionDtos } from './section-dtos.js';

const { Input: BannerInput } = buildSectionDtos(SECTION_BY_KEY.get('banner')!);
const banner = { bannerHeading: 'Heading', bannerText: 'Text', imageOne: '/images/banner.svg', buttonText: 'Start', buttonURL: '/#contact-sec' };

/** The names of the banner's fields the validators refuse, as the validation pipe runs them. */
async function refused(values: Record<string, unknown>): Promise<string[]> {
  const errors = await validate(Object.assign(new BannerInput(), values), { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  return errors.map((error) => error.property);
}

describe('links in content', () => {
  it.each(SAFE_LINKS)('accepts %j as a link and as an image', async (link) => {
    expect(SAFE_LINK.test(link)).toBe(true);
    expect(await refused({ ...banner, buttonURL: link, imageOne: link })).toEqual([]);
  });

  it.each(UNSAFE_LINKS)('refuses %j as a link and as an image', async (link) => {
    expect(SAFE_LINK.test(link)).toBe(false);
    expect(await refused({ ...banner, buttonURL: link, imageOne: link })).toEqual(['imageOne', 'buttonURL']);
  });
});
