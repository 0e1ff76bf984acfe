import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** NUL characters and lone surrogates cannot be stored as PostgreSQL text, nor shown meaningfully. */
function unsafeText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed() ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unsafeText(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Runs before validation on every body, query and parameter. */
@Injectable()
export class TextSafetyPipe implements PipeTransform {
  transform(value: unknown): unknown {
    const field = unsafeText(value, '');
    if (field !== null) throw new BadRequestException(`${field || 'value'} contains a NUL character or invalid Unicode`);
    return value;
  }
}
