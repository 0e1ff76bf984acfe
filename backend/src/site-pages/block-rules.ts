import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidateBy, type ValidationError } from 'class-validator';
import { SECTION_DTOS } from '../content/content.module.js';
import { cleanRichText } from '../rich-text/rich-text.js';
import { BLOCK_KIND_BY_NAME, BLOCK_LIMITS, type BlockKind, type StoredBlock } from './blocks.js';

/** The validation pipe's own options, so a block's record is judged as the section's endpoint judges it. */
const PIPE_OPTIONS = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true, forbidUnknownValues: true } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const firstMessage = (errors: ValidationError[]): string | undefined => {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return message;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
};

/** A record checked with the section's own input class (its FIELD_RULES), or why it is refused. */
function recordOf(section: string, value: unknown, pick: readonly string[] | undefined, where: string): Record<string, unknown> | string {
  if (!isObject(value)) return `${where} must be an object of the section’s fields`;
  const stray = pick && Object.keys(value).find((key) => !pick.includes(key));
  if (stray) return `${where}: property ${stray} should not exist (this block takes ${pick.join(', ')})`;
  const Input = SECTION_DTOS.get(section)!.Input;
  const instance = plainToInstance(Input, value);
  // A pick leaves out the section's other fields, required or not: only what it takes is judged.
  const problem = firstMessage(validateSync(instance, { ...PIPE_OPTIONS, skipMissingProperties: pick !== undefined }));
  return problem ? `${where}: ${problem}` : { ...(instance as Record<string, unknown>) };
}

function blockOf(value: unknown, index: number): StoredBlock | string {
  const where = `blocks[${index}]`;
  if (!isObject(value)) return `${where} must be an object with id, kind, hidden and data`;
  const stray = Object.keys(value).find((key) => !['id', 'kind', 'hidden', 'data'].includes(key));
  if (stray) return `${where}: property ${stray} should not exist`;
  const kind: BlockKind | undefined = typeof value.kind === 'string' ? BLOCK_KIND_BY_NAME.get(value.kind) : undefined;
  if (!kind) return `${where}.kind must be one of: ${[...BLOCK_KIND_BY_NAME.keys()].join(', ')}`;
  if (typeof value.id !== 'string' || !BLOCK_LIMITS.idPattern.test(value.id)) return `${where}.id must be 1 to 40 letters, digits, _ or -`;
  if (value.hidden !== undefined && typeof value.hidden !== 'boolean') return `${where}.hidden must be true or false`;
  const data = value.data;
  if (!isObject(data)) return `${where}.data must be an object`;
  const allowed = kind.kind === 'richText' ? ['body'] : [...(kind.heading ? ['heading'] : []), ...(kind.items ? ['items'] : [])];
  const extra = Object.keys(data).find((key) => !allowed.includes(key));
  if (extra) return `${where}.data: property ${extra} should not exist (a ${kind.title} block takes ${allowed.join(', ')})`;
  const block: StoredBlock = { id: value.id, kind: kind.kind as StoredBlock['kind'], hidden: value.hidden ?? false, data: {} };
  if (kind.kind === 'richText') {
    try {
      block.data.body = cleanRichText(data.body, `${where}.data.body`);
    } catch (error) {
      if (error instanceof BadRequestException) return error.message;
      throw error;
    }
    return block;
  }
  if (kind.heading) {
    const heading = recordOf(kind.heading.section, data.heading ?? (kind.heading.pick ? {} : undefined), kind.heading.pick, `${where}.data.heading`);
    if (typeof heading === 'string') return heading;
    block.data.heading = heading;
  }
  if (kind.items) {
    const items = data.items ?? [];
    if (!Array.isArray(items) || items.length > BLOCK_LIMITS.maxItems) return `${where}.data.items must be a list of at most ${BLOCK_LIMITS.maxItems} records`;
    block.data.items = [];
    for (const [at, item] of items.entries()) {
      const record = recordOf(kind.items, item, undefined, `${where}.data.items[${at}]`);
      if (typeof record === 'string') return record;
      block.data.items.push(record);
    }
  }
  return block;
}

/** A page's blocks as stored (rich text cleaned, records as their section takes them), or the first reason they are refused. */
export function readBlocks(value: unknown): StoredBlock[] | string {
  if (!Array.isArray(value)) return 'blocks must be a list';
  if (value.length > BLOCK_LIMITS.maxBlocks) return `A page holds at most ${BLOCK_LIMITS.maxBlocks} blocks`;
  const blocks: StoredBlock[] = [];
  for (const [index, item] of value.entries()) {
    const block = blockOf(item, index);
    if (typeof block === 'string') return block;
    if (blocks.some((other) => other.id === block.id)) return `blocks[${index}].id ${block.id} is another block’s`;
    blocks.push(block);
  }
  return blocks;
}

/** The page's blocks: each checked against its kind, the section's rules for its records; the first refusal is the 400's message. */
export const IsPageBlocks = () =>
  ValidateBy({
    name: 'isPageBlocks',
    validator: {
      validate: (value: unknown) => typeof readBlocks(value) !== 'string',
      defaultMessage: (args) => {
        const problem = readBlocks(args?.value);
        return typeof problem === 'string' ? problem : 'blocks are not valid';
      },
    },
  });

/** The parts of a branch's postal address, as the agency's own address (footerAddress) takes them. */
export const BRANCH_FIELDS = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'] as const;

/** A branch's address checked as the agency's address is, or why it is refused. */
export const readBranchAddress = (value: unknown) => recordOf('footerAddress', value, BRANCH_FIELDS, 'branchAddress');

export const IsBranchAddress = () =>
  ValidateBy({
    name: 'isBranchAddress',
    validator: {
      validate: (value: unknown) => typeof readBranchAddress(value) !== 'string',
      defaultMessage: (args) => String(readBranchAddress(args?.value)),
    },
  });

/** The blocks as stored, for a value the pipe already checked. */
export function storedBlocks(value: unknown): StoredBlock[] {
  const blocks = readBlocks(value);
  if (typeof blocks === 'string') throw new BadRequestException(blocks);
  return blocks;
}
