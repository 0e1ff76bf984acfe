import type { SectionFieldDto } from '../../api/client';
import { AA_TEXT_CONTRAST, contrastWithWhite } from '../../site/contrast';

export type FormValues = Record<string, string | number | undefined>;

/** Whether a value meets the field's pattern (links, images, colours), as GET /api/sections describes it. */
export const matchesPattern = (field: SectionFieldDto, value: string) =>
  field.pattern === undefined || new RegExp(field.pattern, field.patternFlags).test(value);

/**
 * A fixed text with a default: no value means "show the default" and is left out of the body, so
 * the site keeps following the default (a notice that changes with the site's tools stays true);
 * a typed value, even empty, is the owner's own.
 */
export const hasDefault = (field: SectionFieldDto, defaults: Partial<Record<string, string>>) =>
  (field.kind === 'label' || field.kind === 'link') && defaults[field.name] !== undefined;

export const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** Why a primary colour is refused: white button text on it must read at WCAG AA, as the API checks. */
function colourProblem(value: string): string | undefined {
  if (!/^#[0-9a-f]{6}$/i.test(value)) return 'Write the colour as #rrggbb';
  const contrast = contrastWithWhite(value);
  if (contrast < AA_TEXT_CONTRAST)
    return `White text on this colour has a contrast of ${contrast.toFixed(2)}:1; buttons need at least ${AA_TEXT_CONTRAST}:1 (WCAG AA). Choose a darker colour.`;
  return undefined;
}

/** The rules the API enforces, as it describes them: every field required unless declared optional, links safe, numbers in bounds. */
export function validateSection(fields: SectionFieldDto[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    const empty = value === undefined || value === '' || (typeof value === 'string' && !value.trim());
    if (field.kind === 'label') {
      if (typeof value === 'string' && field.maxLength !== undefined && value.length > field.maxLength)
        errors[field.name] = `At most ${field.maxLength} characters`;
      continue;
    }
    if (empty) {
      if (!field.optional) errors[field.name] = `${field.label} is required`;
      continue;
    }
    if (field.kind === 'color') {
      const problem = colourProblem(String(value));
      if (problem) errors[field.name] = problem;
      continue;
    }
    if (!matchesPattern(field, String(value)))
      errors[field.name] = field.patternHint ? `${field.label} ${field.patternHint}` : 'Use an http(s):// address or a path starting with /';
    const { minimum, maximum } = field;
    if (minimum !== undefined && maximum !== undefined && (Number(value) < minimum || Number(value) > maximum))
      errors[field.name] = `Between ${minimum} and ${maximum}`;
    if (field.kind === 'timeZone' && TIME_ZONES.length > 0 && !TIME_ZONES.includes(String(value))) errors[field.name] = 'Choose a time zone from the list';
    if (field.kind === 'locale' && !isLocale(String(value))) errors[field.name] = 'Write a locale such as en-US';
  }
  return errors;
}

export function cleaned(fields: SectionFieldDto[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    // An emptied fixed text is kept empty: it shows nothing.
    if (field.kind === 'label' && typeof value === 'string') {
      body[field.name] = value.trim();
      continue;
    }
    if (value === undefined || value === '') continue;
    body[field.name] = field.kind === 'count' || field.kind === 'percent' ? Number(value) : typeof value === 'string' ? value.trim() : value;
  }
  return body;
}

/** The fields in their groups' order, then those of no group (titled undefined). */
export function grouped(fields: SectionFieldDto[], groups: readonly { title: string; fields: readonly string[] }[] | undefined) {
  if (!groups) return [{ title: undefined, fields }];
  const byName = new Map(fields.map((field) => [field.name, field]));
  const placed = new Set<string>();
  const result: { title: string | undefined; fields: SectionFieldDto[] }[] = groups.map((group) => ({
    title: group.title,
    fields: group.fields.flatMap((name) => {
      const field = byName.get(name);
      if (!field) return [];
      placed.add(name);
      return [field];
    }),
  }));
  result.push({ title: undefined, fields: fields.filter((field) => !placed.has(field.name)) });
  return result.filter((group) => group.fields.length > 0);
}
