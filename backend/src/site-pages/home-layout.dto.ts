import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, ValidateNested } from 'class-validator';
import { BLOCK_KIND_NAMES, HOME_KINDS, type BlockKindName } from './blocks.js';

/** One section of the home page, in its place. */
export class HomeSectionInput {
  @ApiProperty({ enum: HOME_KINDS })
  @IsIn(HOME_KINDS, { message: `kind must be one of: ${HOME_KINDS.join(', ')}` })
  kind: BlockKindName;

  /** hidden from visitors (for a section with its own visibility, the same flag as setSectionVisibility's) */
  @IsBoolean()
  hidden: boolean;
}

/** The home page's sections in the order visitors see them: every kind once. */
export class HomeLayoutInput {
  // Each kind once, said as far as a schema can: as many entries as kinds (the service refuses a kind twice).
  @ApiProperty({
    type: [HomeSectionInput],
    minItems: HOME_KINDS.length,
    maxItems: HOME_KINDS.length,
    uniqueItems: true,
    example: HOME_KINDS.map((kind) => ({ kind, hidden: false })),
  })
  @IsArray()
  @ArrayMaxSize(HOME_KINDS.length)
  @ValidateNested({ each: true })
  @Type(() => HomeSectionInput)
  sections: HomeSectionInput[];
}

export class HomeSectionView extends HomeSectionInput {
  title: string;
  /** the section whose visibility hides this one (GET /api/sections' key), if it has one */
  @ApiProperty({ required: false })
  section?: string;
}

export class HomeLayout {
  @ApiProperty({ type: [HomeSectionView] })
  sections: HomeSectionView[];
}

/** A kind of block a page may hold, as the editor is told it: which sections' forms edit its content. */
export class BlockKindView {
  @ApiProperty({ enum: BLOCK_KIND_NAMES })
  kind: BlockKindName;
  title: string;
  /** the section (GET /api/sections' key) whose fields make the block's heading record */
  headingSection?: string;
  /** only these fields of that section (the others are the site's) */
  headingFields?: string[];
  /** the section whose fields make each of the block's items */
  itemsSection?: string;
  /** on the home page, the section whose visibility hides it */
  homeSection?: string;
}
