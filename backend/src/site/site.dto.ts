import { ApiProperty } from '@nestjs/swagger';
import { SECTION_DTOS } from '../content/content.module.js';
import { SECTIONS } from '../content/sections.js';
import { PricingRecord } from '../pricing/pricing.dto.js';

/** Every public section in one answer: a list of records per section key, plus the pricing packages. */
export class SiteDto {
  @ApiProperty({ type: [PricingRecord] })
  pricings: PricingRecord[];
}

for (const section of SECTIONS) {
  if (section.public === false) continue;
  ApiProperty({ type: [SECTION_DTOS.get(section.key)!.Record], description: section.title })(SiteDto.prototype, section.key);
}
